import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode, type ExecutionResult } from 'graphql';
import type { FastifyInstance } from 'fastify';
import type { GraphqlContext } from '../graphql/context.ts';

/**
 * One of the pages' GraphQL operations, executed against the gateway's schema in this process with the context of
 * the page's own request (decision 0004: page data never loops over HTTP). Each call is its own
 * execution: nothing is shared between requests, whatever their operation and variables (decision 0236).
 */
export type InProcessGateway = <T, V>(
  document: TypedDocumentNode<T, V>,
  variables: V,
  context: GraphqlContext,
) => Promise<ExecutionResult<T>>;

/** The documents' text, printed once each: Mercurius keeps its parsed, validated and compiled form by this text. */
const printed = new WeakMap<DocumentNode, string>();

function source(document: DocumentNode): string {
  let text = printed.get(document);
  if (!text) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

/**
 * Mercurius' `app.graphql` for the pages (decision 0430: directly, no urql client between them). It may throw (a
 * document that does not validate); the caller turns that into a failed outcome.
 */
export function createInProcessGateway(app: FastifyInstance): InProcessGateway {
  return <T, V>(document: TypedDocumentNode<T, V>, variables: V, context: GraphqlContext) =>
    app.graphql(source(document), context, variables as Record<string, unknown>) as Promise<
      ExecutionResult<T>
    >;
}
