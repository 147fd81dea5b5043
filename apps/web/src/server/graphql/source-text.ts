import { GraphQLError } from 'graphql';

/**
 * Only GraphQL source text is executed (docs/decisions/0220). When a query does not parse as GraphQL,
 * Mercurius falls back to reading it as a JSON-encoded syntax tree, whose names nothing checks and which
 * graphql-jit would paste into the code it compiles. No GraphQL text is also a JSON text, so refusing every
 * JSON text before Mercurius parses closes that fallback without changing what valid queries do.
 */
export const NOT_GRAPHQL_TEXT_MESSAGE = 'The query must be GraphQL text.';

/** A refusal shaped as Mercurius' own validation failure, so the error formatter masks it the same way (400). */
export class QueryRefusedError extends Error {
  readonly statusCode = 400;
  readonly errors: GraphQLError[];

  constructor(message: string) {
    super(message);
    this.name = 'QueryRefusedError';
    this.errors = [new GraphQLError(message)];
  }
}

/**
 * How a JSON text starts (after JSON white space). No GraphQL document starts so (`{` is followed by a name
 * there), so page queries (`query …`, `fragment …`) never pay for a JSON.parse attempt.
 */
const MAY_BE_JSON = /^[ \t\n\r]*(?:[[\]"\-0-9]|true|false|null|\{[ \t\n\r]*["}])/;

export function isJsonText(source: string): boolean {
  if (!MAY_BE_JSON.test(source)) return false;
  try {
    JSON.parse(source);
    return true;
  } catch {
    return false;
  }
}

/**
 * Route hook of /graphql, before the schema validation coerces the body (a one-item array or a number would
 * otherwise become a string): `query`, when present, must already be a string.
 */
export async function refuseNonStringQuery(request: {
  method: string;
  body?: unknown;
  query?: unknown;
}): Promise<void> {
  const params = request.method === 'GET' ? request.query : request.body;
  if (params === null || typeof params !== 'object' || Array.isArray(params)) return;
  const { query } = params as { query?: unknown };
  if (query !== undefined && typeof query !== 'string') throw new QueryRefusedError(NOT_GRAPHQL_TEXT_MESSAGE);
}

/** Mercurius `preParsing` hook: runs for /graphql (GET and POST) and for in-process `app.graphql` calls. */
export async function refuseNonGraphqlSource(_schema: unknown, source: string): Promise<void> {
  if (isJsonText(source)) throw new QueryRefusedError(NOT_GRAPHQL_TEXT_MESSAGE);
}
