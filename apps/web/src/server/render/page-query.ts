import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ExecutionResult } from 'graphql';
import type { InProcessGateway } from './in-process-gateway.ts';
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
 * code (`extensions.code`) and the status a visitor gets for it; SITE_NOT_FOUND is passed on as is. A document the
 * gateway refuses outright (it throws) is the website's own fault: a 500.
 */
export async function runPageQuery<T, V extends object>(
  gateway: InProcessGateway,
  request: FastifyRequest,
  reply: FastifyReply,
  document: TypedDocumentNode<T, V>,
  variables: V,
): Promise<QueryOutcome<T>> {
  let result: ExecutionResult<T>;
  try {
    result = await gateway(document, variables, createGraphqlContext(request, reply));
  } catch (error) {
    request.log.error({ err: error, code: 'INTERNAL_SERVER_ERROR' }, 'page query failed');
    return { ok: false, code: 'INTERNAL_SERVER_ERROR', status: 500, failedFields: [] };
  }
  const errors = result.errors ?? [];
  if (result.data && errors.length === 0) return { ok: true, data: result.data };
  const failedFields = errors.map((error) => String(error.path?.[1] ?? ''));
  const code = errors[0]?.extensions?.code;
  if (code === 'SITE_NOT_FOUND') return { ok: false, code, status: 404, failedFields };
  const knownCode = typeof code === 'string' && code in statusOfCode ? code : 'INTERNAL_SERVER_ERROR';
  const status = statusOfCode[knownCode]!;
  // A caller's own bad input (an unknown id or category) is not the service failing.
  request.log[status >= 500 ? 'error' : 'info'](
    { err: errors[0], errorCount: errors.length, code: knownCode },
    'page query failed',
  );
  return { ok: false, code: knownCode, status, failedFields };
}
