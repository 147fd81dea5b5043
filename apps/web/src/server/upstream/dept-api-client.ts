import type { FastifyBaseLogger } from 'fastify';
import { Readable } from 'node:stream';
import {
  AppError,
  LayoutsFetchError,
  SiteDomainsFetchError,
  SiteFetchError,
  UpstreamError as UpstreamFailure,
  UpstreamRefusedInputError,
  UpstreamRefusedRequestError,
  UpstreamRequestError,
  isRefusalOfTheRequest,
} from '../errors.ts';
import {
  OPERATIONS,
  refusedPathParameter,
  type JsonAnswer,
  type OperationId,
  type PathParameters,
  type QueryParameters,
  type RequestBody,
} from '@probation/contract';
import type { MediaVariant } from './contract-types.ts';
import { createTokenManager } from './token-manager.ts';
import { createTransport } from './transport.ts';
import type { JsonResponse, Transport, TransportRequest, TransportResponse } from './transport.ts';
import type { FormData } from 'undici';

/**
 * The ONE client for every department API call (decision 0200): Bearer token from the token manager,
 * a 401 answer drops the token and the call is sent once more with a fresh one; every failure becomes the
 * requirements.md §10.1 error of that call, carrying the upstream status. A call with a path parameter the contract
 * refuses is never sent (decision 0410): it comes to what dept-api's 400 would (`find`: null).
 */

export interface DeptApiClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  timeoutMs: number;
  logger: FastifyBaseLogger;
  /** Development: log the body of a refused token exchange. */
  logRefusalBody: boolean;
  retryDelayMs?: number;
  /** The longest a media stream may last (MEDIA_STREAM_MAX_SECONDS). */
  mediaStreamMaxMs?: number;
  /** Wraps the transport (metrics count every call through it). */
  observeTransport?: (transport: Transport) => Transport;
}

export interface MediaFile {
  /** 200 (the whole file), 206 (the range asked for) or 416 (a range beyond the end; empty body). */
  statusCode: number;
  /** `bytes start-end/size` with 206; with 416, `bytes *` then a slash and the size. */
  contentRange: string | undefined;
  acceptRanges: string | undefined;
  contentType: string | undefined;
  contentLength: string | undefined;
  lastModified: string | undefined;
  etag: string | undefined;
  body: Readable;
}

/** What a call by operation id takes: the path parameters, query and body its contract entry has. */
export type CallInput<Id extends OperationId> = ([PathParameters<Id>] extends [never]
  ? { path?: undefined }
  : { path: PathParameters<Id> }) &
  ([QueryParameters<Id>] extends [never] ? { query?: undefined } : { query?: QueryParameters<Id> }) &
  ([RequestBody<Id>] extends [never] ? { body?: undefined } : { body: RequestBody<Id> });

/** The outcome of a call whose refusals the caller handles itself (a form: 400, 404, 429 are the visitor's). */
export type SendOutcome<Id extends OperationId> =
  | { ok: true; status: number; answer: JsonAnswer<Id> }
  | { ok: false; status: number; /** Retry-After of a 429, in seconds. */ retryAfterSeconds: number | null };

export interface DeptApiClient {
  /**
   * A call of the contract by its operation id (requirements.md §9.1 calls and the content calls): its path, query
   * and answer types come from openapi.yaml. A failure throws that call's requirements.md §10.1 error, carrying the
   * upstream status.
   */
  call<Id extends OperationId>(operationId: Id, input: CallInput<Id>): Promise<JsonAnswer<Id>>;
  /**
   * A GET of one thing: null when dept-api has no such thing (404, or 400 for an id it refuses), and without asking
   * when the contract refuses a path parameter (an id or urlname of the wrong shape).
   */
  find<Id extends OperationId>(operationId: Id, input: CallInput<Id>): Promise<JsonAnswer<Id> | null>;
  /**
   * A call (never retried when it is a POST) whose refusals in `refusals` come back as `{ ok: false }`; any other
   * failure throws.
   */
  send<Id extends OperationId>(
    operationId: Id,
    input: CallInput<Id>,
    refusals: readonly number[],
  ): Promise<SendOutcome<Id>>;
  /**
   * A form with its files (multipart/form-data) to a call of the contract, never retried: the answer whatever
   * its status (the caller reads a refusal: 422 problems, 429 Retry-After); only failing to reach dept-api throws.
   */
  postForm<Id extends OperationId>(operationId: Id, input: FormInput<Id>): Promise<FormAnswer>;
  /**
   * GET /media/{path} as a stream: a resized or converted image when `w` / `format` ask, one byte range when
   * `range` asks; null when there is no such file (or a path the contract refuses, without asking).
   */
  streamMedia(path: string, options?: MediaVariant & { range?: string }): Promise<MediaFile | null>;
  /**
   * A `/member/…` call (decisions 0170, 0171): `X-Site-Id` always; the member's token as the Bearer token when
   * given (a 401 then means the member's session is over: never retried, the client token untouched), else the
   * client token (its 401 handled as for every call). Never retried when a POST. The answer whatever its status
   * (dept-api's `success`/`code` body); only failing to reach dept-api throws.
   */
  member<Id extends OperationId>(
    operationId: Id,
    input: CallInput<Id> | MemberFormInput<Id>,
    auth: { siteId: string; memberToken?: string },
  ): Promise<MemberAnswer>;
  /** A member's file (the profile picture) as a stream, with the member's token; null when there is none. */
  memberFile<Id extends OperationId>(
    operationId: Id,
    input: CallInput<Id>,
    auth: { siteId: string; memberToken: string },
  ): Promise<{ contentType: string | undefined; body: Readable } | null>;
  /** Obtains a token now if none is held (start-up, readiness). */
  ensureToken(): Promise<void>;
  hasToken(): boolean;
  close(): Promise<void>;
}

/** A member call that sends a form with a file (the profile picture): multipart, never retried. */
export interface MemberFormInput<Id extends OperationId> {
  path: PathParameters<Id>;
  form: FormData;
}

/** What a member call came to: its status, its JSON body and, for a 429, its Retry-After in seconds. */
export interface MemberAnswer {
  status: number;
  data: unknown;
  retryAfterSeconds: number | null;
}

export interface FormInput<Id extends OperationId> {
  path: PathParameters<Id>;
  headers?: Record<string, string>;
  form: FormData;
}

export interface FormAnswer {
  status: number;
  data: unknown;
  /** Retry-After of a 429, in seconds. */
  retryAfterSeconds: number | null;
}

/** What a request is made of: a call's, a form's or a member call's input. */
interface RequestInput {
  path?: unknown;
  query?: unknown;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

type FailureFactory = (upstreamStatus: number | undefined, data: unknown, cause?: unknown) => AppError;

export function createDeptApiClient(options: DeptApiClientOptions): DeptApiClient {
  const observe = options.observeTransport ?? ((plain: Transport) => plain);
  const transport: Transport = observe(
    createTransport({
      baseUrl: options.baseUrl,
      timeoutMs: options.timeoutMs,
      retryDelayMs: options.retryDelayMs,
      mediaStreamMaxMs: options.mediaStreamMaxMs,
    }),
  );
  const tokens = createTokenManager({
    transport,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    scope: options.scope,
    logger: options.logger,
    logRefusalBody: options.logRefusalBody,
  });

  /** Sends with the held token; on 401 drops it and sends once more with a new one. */
  async function authorized<T extends JsonResponse | TransportResponse>(
    request: TransportRequest,
    send: (request: TransportRequest) => Promise<T>,
    onFailure: FailureFactory,
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const token = await tokens.getToken();
      let response: T;
      const startedAt = performance.now();
      try {
        response = await send({ ...request, bearerToken: token });
      } catch (error) {
        throw onFailure(undefined, undefined, error);
      }
      options.logger.debug(
        { upstream: { method: request.method, path: request.path, status: response.statusCode } },
        `upstream answered in ${Math.round(performance.now() - startedAt)} ms`,
      );
      if (response.statusCode !== 401 || attempt > 0) return response;
      if ('body' in response) await response.body.dump();
      tokens.invalidate(token);
    }
  }

  /**
   * The error of a failed call: the site calls have requirements.md §10.1's own; a content call's 400/404 is the
   * caller's input.
   */
  function failureOf(operationId: OperationId): FailureFactory {
    const special = SITE_CALL_FAILURES[operationId];
    if (special) return special;
    const what = describeOperation(operationId);
    return (status, _data, cause) =>
      status === 400 || status === 404
        ? new UpstreamRefusedInputError(what, status, { cause })
        : new UpstreamRequestError(what, status, { cause });
  }

  /**
   * The path of a call, its parameters filled in; null when the contract refuses one of them (an id or urlname of
   * the wrong shape): such a call is not sent, since dept-api would answer 400 (and an empty id would even name
   * another call: `/site/{siteId}/videos/` is the list).
   */
  function pathOf(operationId: OperationId, parameters: unknown): string | null {
    const values = parameters as Record<string, string> | undefined;
    const refused = refusedPathParameter(operationId, values);
    if (refused === undefined) return filledPath(OPERATIONS[operationId].path, values);
    options.logger.debug(
      { upstream: { operationId, refused } },
      'upstream call not sent: its path breaks the contract',
    );
    return null;
  }

  /** The request of a call (JSON or a form); null when the contract refuses a path parameter (not sent). */
  function requestOf(operationId: OperationId, input: RequestInput): TransportRequest | null {
    const path = pathOf(operationId, input.path);
    if (path === null) return null;
    return {
      method: OPERATIONS[operationId].method,
      path,
      query: input.query as TransportRequest['query'],
      ...(input.body === undefined ? {} : { body: input.body }),
      ...(input.form === undefined ? {} : { form: input.form }),
      ...(input.headers === undefined ? {} : { headers: input.headers }),
    };
  }

  /** Sends a JSON call with the client token; a request the contract refused (null) gets dept-api's 400, unsent. */
  function sendJson(request: TransportRequest | null, onFailure: FailureFactory): Promise<JsonResponse> {
    return request ? authorized(request, transport.sendJson, onFailure) : Promise.resolve(REFUSED_PATH);
  }

  async function answerOf<Id extends OperationId>(
    operationId: Id,
    request: TransportRequest | null,
  ): Promise<JsonAnswer<Id>> {
    const onFailure = failureOf(operationId);
    const response = await sendJson(request, onFailure);
    if (response.statusCode < 200 || response.statusCode >= 300) {
      throw onFailure(response.statusCode, response.data);
    }
    // The answer's shape is the contract's: dept-api is held to it by its own tests and the contract fuzzing.
    return response.data as JsonAnswer<Id>;
  }

  return {
    call: (operationId, input) => answerOf(operationId, requestOf(operationId, input)),

    async find(operationId, input) {
      const request = requestOf(operationId, input);
      if (request === null) return null;
      try {
        return await answerOf(operationId, request);
      } catch (error) {
        if (error instanceof UpstreamRefusedInputError) return null;
        if (error instanceof UpstreamFailure && error.upstreamStatus === 404) return null;
        throw error;
      }
    },

    async send(operationId, input, refusals) {
      const onFailure = failureOf(operationId);
      const response = await sendJson(requestOf(operationId, input), onFailure);
      const status = response.statusCode;
      if (status >= 200 && status < 300) {
        return { ok: true, status, answer: response.data as JsonAnswer<typeof operationId> };
      }
      if (refusals.includes(status)) return { ok: false, status, retryAfterSeconds: retryAfterOf(response) };
      throw onFailure(status, response.data);
    },

    async postForm(operationId, input) {
      const response = await sendJson(requestOf(operationId, input), failureOf(operationId));
      return { status: response.statusCode, data: response.data, retryAfterSeconds: retryAfterOf(response) };
    },

    async streamMedia(path, { range, w, format, variant } = {}) {
      // The contract's {path} (at most 512 characters): a longer one is no file, not an upstream failure.
      if (refusedPathParameter('getMediaFile', { path }) !== undefined) return null;
      const response = await authorized(
        {
          method: 'GET',
          path: `/media/${encodeMediaPath(path)}`,
          query: { w, format, variant },
          media: true,
          ...(range ? { headers: { range } } : {}),
        },
        transport.send,
        (status, _data, cause) => new UpstreamRequestError('Media', status, { cause }),
      );
      const status = response.statusCode;
      const unsatisfiable = status === 416;
      if (status < 200 || status >= 300) {
        await response.body.dump();
        if (status === 404) return null;
        // A refusal of what the visitor asked for is theirs to see (decision 0603); anything else is an outage.
        if (isRefusalOfTheRequest(status) && !unsatisfiable) {
          throw new UpstreamRefusedRequestError('Media', status);
        }
        if (!unsatisfiable) throw new UpstreamRequestError('Media', status);
      }
      return {
        statusCode: response.statusCode,
        contentRange: headerValue(response.headers['content-range']),
        acceptRanges: headerValue(response.headers['accept-ranges']),
        contentType: headerValue(response.headers['content-type']),
        contentLength: headerValue(response.headers['content-length']),
        lastModified: headerValue(response.headers['last-modified']),
        etag: headerValue(response.headers.etag),
        body: unsatisfiable ? Readable.from([]) : response.body,
      };
    },

    async member(operationId, input, { siteId, memberToken }) {
      const call = requestOf(operationId, input);
      const request = call && { ...call, headers: { 'x-site-id': siteId } };
      const onFailure = failureOf(operationId);
      let response: JsonResponse;
      if (request === null) {
        response = REFUSED_PATH;
      } else if (memberToken) {
        try {
          response = await transport.sendJson({ ...request, bearerToken: memberToken });
        } catch (error) {
          throw onFailure(undefined, undefined, error);
        }
      } else {
        response = await authorized(request, transport.sendJson, onFailure);
      }
      return { status: response.statusCode, data: response.data, retryAfterSeconds: retryAfterOf(response) };
    },

    async memberFile(operationId, input, { siteId, memberToken }) {
      const call = requestOf(operationId, input);
      if (call === null) return null;
      const request = { ...call, headers: { 'x-site-id': siteId }, media: true };
      let response: TransportResponse;
      try {
        response = await transport.send({ ...request, bearerToken: memberToken });
      } catch (error) {
        throw new UpstreamRequestError('Member file', undefined, { cause: error });
      }
      if (response.statusCode !== 200) {
        await response.body.dump();
        // No picture is a 4xx; a failing dept-api is an outage, never "no picture" (decision 0603).
        if (response.statusCode >= 500) throw new UpstreamRequestError('Member file', response.statusCode);
        return null;
      }
      return { contentType: headerValue(response.headers['content-type']), body: response.body };
    },

    async ensureToken() {
      await tokens.getToken();
    },

    hasToken: () => tokens.hasToken(),

    close: () => transport.close(),
  };
}

/**
 * What dept-api answers a path parameter its contract refuses (its 400 in the contract's ApiError shape): what a
 * call the client did not send comes to, so each call maps it as it maps dept-api's own 400.
 */
const REFUSED_PATH: JsonResponse = Object.freeze({
  statusCode: 400,
  headers: {},
  data: Object.freeze({
    statusCode: 400,
    error: 'Bad Request',
    message: 'A path parameter breaks the contract (not sent).',
  }),
});

/** Retry-After of an answer, in whole seconds, when it says one. */
function retryAfterOf(response: { headers: Record<string, string | string[] | undefined> }): number | null {
  const retryAfter = Number(headerValue(response.headers['retry-after']));
  return Number.isSafeInteger(retryAfter) && retryAfter > 0 ? retryAfter : null;
}

/** Encodes each segment; refuses empty, "." and ".." segments so a path cannot climb out of /media. */
export function encodeMediaPath(path: string): string {
  const segments = path.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new MediaPathError(path);
  }
  return segments.map((segment) => encodeURIComponent(segment)).join('/');
}

/** A media path with empty, "." or ".." segments: no such file. */
export class MediaPathError extends AppError {
  constructor(path: string) {
    super(`Invalid media path: ${path}`, 404, 'NOT_FOUND');
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The site calls' own requirements.md §10.1 errors. */
const SITE_CALL_FAILURES: Partial<Record<OperationId, FailureFactory>> = {
  findSiteByDomain: (status, _data, cause) => new SiteDomainsFetchError(status, { cause }),
  getSiteDetails: (status, _data, cause) => new SiteFetchError(status, { cause }),
  getSiteLayout: (status, data, cause) => new LayoutsFetchError(status, data, { cause }),
};

/** `listNewsCategories` → "News categories": what a failed call was fetching, for its error message. */
export function describeOperation(operationId: OperationId): string {
  const words = operationId
    .replace(/^(list|get|find|set|put|create|update|delete)(?=[A-Z])/, '')
    .split(/(?=[A-Z])/)
    .map((word) => word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A path template of the contract with its parameters filled in, each encoded as one path segment. */
export function filledPath(template: string, parameters: Record<string, string> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = parameters?.[name];
    if (value === undefined) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}
