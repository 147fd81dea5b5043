import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Client, TypedDocumentNode } from '@urql/core';
import { createGraphqlContext } from '../graphql/context.ts';

export type QueryOutcome<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      code: string;
      status: number;
      /** The first field of each error's path below the root field (e.g. `highlights` of currentSite.highlights). */
      failedFields: string[];
    };

/** The status a visitor gets for a failure the gateway reports by code. */
const statusOfCode: Record<string, number> = {
  UPSTREAM_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
  SITE_IN_MAINTENANCE: 503,
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  INTERNAL_SERVER_ERROR: 500,
};

/**
 * Runs one of the pages' queries in process with this request's context. A failure keeps the gateway's error
 * code (urql rebuilds GraphQL errors from their JSON shape: the code is the signal that survives) and the
 * status a visitor gets for it; SITE_NOT_FOUND is passed on as is.
 */
export async function runPageQuery<T, V extends object>(
  client: Client,
  request: FastifyRequest,
  reply: FastifyReply,
  document: TypedDocumentNode<T, V>,
  variables: V,
): Promise<QueryOutcome<T>> {
  const result = await client
    .query(document, variables, { gatewayContext: createGraphqlContext(request, reply) })
    .toPromise();
  if (result.data && !result.error) return { ok: true, data: result.data };
  const errors = result.error?.graphQLErrors ?? [];
  const failedFields = errors.map((error) => String(error.path?.[1] ?? ''));
  const code = errors[0]?.extensions?.code;
  if (code === 'SITE_NOT_FOUND') return { ok: false, code, status: 404, failedFields };
  const knownCode = typeof code === 'string' && code in statusOfCode ? code : 'INTERNAL_SERVER_ERROR';
  const status = statusOfCode[knownCode]!;
  // A caller's own bad input (an unknown id or category) is not the service failing.
  request.log[status >= 500 ? 'error' : 'info']({ err: result.error, code: knownCode }, 'page query failed');
  return { ok: false, code: knownCode, status, failedFields };
}
