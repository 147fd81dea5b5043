import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import type { ExecutionResult } from 'graphql';
import {
  AppError,
  PUBLIC_ERROR_MESSAGES,
  RateLimitedError,
  SITE_MAINTENANCE_RETRY_AFTER_SECONDS,
} from '../errors.ts';
import type { PublicErrorCode } from '../errors.ts';

/**
 * Error masking for every GraphQL answer (decision 0203): a visitor sees a
 * generic message and `extensions.code`; never an upstream host, URL or stack. The real error is logged with
 * the request id. The HTTP status follows the error when there is no data (404 unknown site, 502/504 upstream,
 * 400 bad query, 500 otherwise).
 */

export interface PublicGraphqlError {
  message: string;
  locations?: readonly { line: number; column: number }[];
  path?: readonly (string | number)[];
  extensions: { code: PublicErrorCode; retryAfter?: number };
}

export interface FormattedExecution {
  statusCode: number;
  response: { data: ExecutionResult['data'] | null; errors: PublicGraphqlError[] };
}

interface ErrorContext {
  reply?: { request: { log: FastifyBaseLogger }; header(name: string, value: string): unknown };
  app?: { log: FastifyBaseLogger };
}

interface Masked {
  error: PublicGraphqlError;
  statusCode: number;
}

export function createErrorFormatter(options: { showSuggestions: boolean }) {
  return function formatGraphqlErrors(
    execution: ExecutionResult & { statusCode?: number },
    context: ErrorContext,
  ): FormattedExecution {
    const log = context.reply?.request.log ?? context.app?.log;
    const masked = (execution.errors ?? []).flatMap((error) =>
      maskError(error, log, options.showSuggestions),
    );
    const statusCode = statusOf(execution.data, masked);
    if (statusCode === 503 && masked.some(isMaintenance)) {
      context.reply?.header('retry-after', String(SITE_MAINTENANCE_RETRY_AFTER_SECONDS));
    }
    return {
      statusCode,
      response: { data: execution.data ?? null, errors: masked.map((item) => item.error) },
    };
  };
}

/**
 * 200 when something answered; else the status of the first error. A site in maintenance answers 503 also when
 * the only data is the nulls its refused fields left.
 */
function statusOf(data: ExecutionResult['data'], masked: Masked[]): number {
  const first = masked[0];
  if (!first) return 200;
  if (!data) return first.statusCode;
  const maintenance = masked.find(isMaintenance);
  return maintenance && !holdsAnswer(data) ? maintenance.statusCode : 200;
}

function isMaintenance(item: Masked): boolean {
  return item.error.extensions.code === 'SITE_IN_MAINTENANCE';
}

function holdsAnswer(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  return typeof value !== 'object' || Object.values(value).some(holdsAnswer);
}

function maskError(
  error: GraphQLError,
  log: FastifyBaseLogger | undefined,
  showSuggestions: boolean,
): Masked[] {
  const original = error.originalError as
    (Error & { errors?: unknown; statusCode?: unknown; code?: unknown }) | undefined;
  const where = { locations: error.locations, path: error.path };

  // Mercurius wraps query validation failures (and armor limits) in one error holding the list.
  if (original && Array.isArray(original.errors)) {
    const status = typeof original.statusCode === 'number' ? original.statusCode : 400;
    return (original.errors as unknown[]).map((inner) => badRequest(inner, status, showSuggestions));
  }

  if (original instanceof AppError) {
    const expected = original.statusCode < 500 || original.code === 'SITE_IN_MAINTENANCE';
    const level = expected ? 'info' : 'error';
    log?.[level]({ err: original, code: original.code, path: error.path }, `GraphQL error ${original.code}`);
    return [
      {
        statusCode: original.statusCode,
        error: {
          message: original.publicMessage ?? PUBLIC_ERROR_MESSAGES[original.code],
          ...where,
          extensions: {
            code: original.code,
            ...(original instanceof RateLimitedError ? { retryAfter: original.retryAfterSeconds } : {}),
          },
        },
      },
    ];
  }

  // No original error: the query itself is wrong (syntax, validation, variables): the message is about the
  // visitor's own query and safe to show. Mercurius' own refusals (CSRF, GET mutation) are too.
  const isMercuriusRefusal = typeof original?.code === 'string' && original.code.startsWith('MER_ERR_');
  if (!original || original instanceof GraphQLError || isMercuriusRefusal) {
    const status =
      !(original instanceof GraphQLError) && typeof original?.statusCode === 'number'
        ? original.statusCode
        : 400;
    return [badRequest(error, status, showSuggestions)];
  }

  // Fastify's own request errors (bad JSON body, unsupported content type) are the caller's fault as well.
  const fastifyStatus = typeof original.statusCode === 'number' ? original.statusCode : undefined;
  if (fastifyStatus !== undefined && fastifyStatus >= 400 && fastifyStatus < 500) {
    log?.info({ err: original }, 'GraphQL request refused');
    return [
      {
        statusCode: fastifyStatus,
        error: { message: PUBLIC_ERROR_MESSAGES.BAD_REQUEST, extensions: { code: 'BAD_REQUEST' } },
      },
    ];
  }

  log?.error({ err: original, path: error.path }, 'GraphQL resolver failed');
  return [
    {
      statusCode: 500,
      error: {
        message: PUBLIC_ERROR_MESSAGES.INTERNAL_SERVER_ERROR,
        ...where,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    },
  ];
}

/**
 * graphql's parser labels its token limit a syntax error; it is a size limit, and says so. Values nested a few
 * thousand lists deep exhaust the parser's stack before that limit: the same refusal, not the engine's text.
 */
const TOKEN_LIMIT_MESSAGE = /^Syntax Error: Document contains more th(?:an|at) \d+ tokens/;
export const QUERY_TOO_LARGE_MESSAGE = 'The query is too large.';

function isSizeLimit(error: unknown, message: string): boolean {
  return error instanceof RangeError || TOKEN_LIMIT_MESSAGE.test(message);
}

function badRequest(inner: unknown, statusCode: number, showSuggestions: boolean): Masked {
  const graphqlError = inner instanceof GraphQLError ? inner : undefined;
  const raw = inner instanceof Error ? inner.message : 'Bad request.';
  if (isSizeLimit(inner, raw)) {
    return {
      statusCode,
      error: { message: QUERY_TOO_LARGE_MESSAGE, extensions: { code: 'BAD_REQUEST' } },
    };
  }
  const message = showSuggestions ? raw : raw.replace(/\s*Did you mean [^?]*\?/g, '');
  return {
    statusCode,
    error: {
      message,
      locations: graphqlError?.locations,
      path: graphqlError?.path,
      extensions: { code: 'BAD_REQUEST' },
    },
  };
}
