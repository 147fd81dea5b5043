import {
  Client,
  createRequest,
  makeErrorResult,
  makeResult,
  type Exchange,
  type Operation,
  type OperationResult,
} from '@urql/core';
import { filter, fromPromise, mergeMap, pipe } from 'wonka';
import { print, type DocumentNode } from 'graphql';
import type { FastifyInstance } from 'fastify';
import type { GraphqlContext } from '../graphql/context.ts';

/**
 * ARCHITECTURE decision 3: page data never loops over HTTP. Pages query through urql; on the server this
 * exchange executes each operation against the Mercurius schema in the same process, with the context
 * of the page's own request (passed as `gatewayContext` in the operation context).
 */
const printed = new WeakMap<DocumentNode, string>();

function source(document: DocumentNode): string {
  let text = printed.get(document);
  if (!text) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

function inProcessExchange(app: FastifyInstance): Exchange {
  const execute = async (operation: Operation): Promise<OperationResult> => {
    const context = operation.context.gatewayContext as GraphqlContext | undefined;
    if (!context) return makeErrorResult(operation, new Error('In-process GraphQL needs a gatewayContext'));
    try {
      const result = await app.graphql(
        source(operation.query),
        context,
        operation.variables as Record<string, unknown>,
      );
      return makeResult(operation, result);
    } catch (error) {
      return makeErrorResult(operation, error as Error);
    }
  };
  return () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind === 'query' || operation.kind === 'mutation'),
      mergeMap((operation) => fromPromise(execute(operation))),
    );
}

/**
 * The pages' client. urql shares one execution, and its result, among all callers whose operation has the same
 * key (a hash of the query and variables) while it runs, whatever their context: with the key as urql makes it,
 * a page for one host could be rendered with another host's site, and later a member's data shown to another
 * visitor. So every query gets a key of its own (nothing to share: requestPolicy is network-only, no cache).
 */
export function createInProcessClient(app: FastifyInstance): Client {
  const client = new Client({
    url: '/graphql',
    exchanges: [inProcessExchange(app)],
    requestPolicy: 'network-only',
  });
  let lastKey = 0;
  client.query = (query, variables, context) => {
    lastKey = (lastKey + 1) % Number.MAX_SAFE_INTEGER;
    return client.executeQuery({ ...createRequest(query, variables), key: lastKey }, context);
  };
  return client;
}
