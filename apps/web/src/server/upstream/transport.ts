import { Pool } from 'undici';
import type { Dispatcher, FormData } from 'undici';
import { UpstreamTimeoutError } from '../errors.ts';
import { retryDelayMs, shouldRetryNetworkError, shouldRetryStatus } from './retry-policy.ts';

/**
 * The HTTP layer under the department API client: two undici Pools against DEPT_API_URL (JSON calls, media
 * streams), a time limit on every call and the retry policy. It knows nothing about tokens or what the calls mean.
 */

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TransportRequest {
  method: HttpMethod;
  /** Path below DEPT_API_URL, starting with "/". */
  path: string;
  /** Parameters with no value (undefined) are left out; numbers and booleans are written as text. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data instead (a form with its files, streamed from their Blobs). */
  form?: FormData;
  bearerToken?: string;
  /** Extra request headers (e.g. `range` for a media file). */
  headers?: Record<string, string>;
  /**
   * A streamed file (media): it goes through a connection pool of its own, so slow downloads never hold up page
   * data; the timeout covers the headers and each pause in the body, and the whole stream is cut after
   * mediaStreamMaxMs. Otherwise (JSON calls) the timeout covers the whole exchange, body included.
   */
  media?: boolean;
}

export interface TransportResponse {
  statusCode: number;
  headers: Dispatcher.ResponseData['headers'];
  body: Dispatcher.ResponseData['body'];
}

export interface TransportOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Pause before the one retry (unless a 429/503 says how long in Retry-After). */
  retryDelayMs?: number;
  /** Connections of the JSON pool. */
  connections?: number;
  /** Connections of the media pool. */
  mediaConnections?: number;
  /** The longest a media stream may last, however steadily it flows (default 5 minutes). */
  mediaStreamMaxMs?: number;
}

export interface JsonResponse {
  statusCode: number;
  headers: Dispatcher.ResponseData['headers'];
  /** The parsed JSON body; the text when it is not JSON; undefined when empty. */
  data: unknown;
}

export interface Transport {
  /** Sends and hands back the body as a stream (files). */
  send(request: TransportRequest): Promise<TransportResponse>;
  /** Sends and reads the whole answer as JSON, all within the timeout. */
  sendJson(request: TransportRequest): Promise<JsonResponse>;
  close(): Promise<void>;
}

export function createTransport(options: TransportOptions): Transport {
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const poolOptions = {
    keepAliveTimeout: 10_000,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  };
  const jsonPool = new Pool(base.origin, { ...poolOptions, connections: options.connections ?? 64 });
  const mediaPool = new Pool(base.origin, { ...poolOptions, connections: options.mediaConnections ?? 64 });
  const fallbackDelayMs = options.retryDelayMs ?? 100;
  const mediaStreamMaxMs = options.mediaStreamMaxMs ?? 5 * 60_000;

  async function sendOnce(request: TransportRequest): Promise<TransportResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    if (request.bearerToken) headers.authorization = `Bearer ${request.bearerToken}`;
    let body: string | FormData | undefined;
    if (request.form) {
      body = request.form; // undici writes the content type with its boundary
    } else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    // The signal also ends a body still flowing when it fires: the total limit of a JSON call or a media stream.
    const signal = AbortSignal.timeout(request.media ? mediaStreamMaxMs : options.timeoutMs);
    const pool = request.media ? mediaPool : jsonPool;
    try {
      const response = await pool.request({
        method: request.method,
        path: basePath + request.path + queryString(request.query),
        headers,
        body,
        signal,
      });
      return { statusCode: response.statusCode, headers: response.headers, body: response.body };
    } catch (error) {
      if (signal?.aborted || isUndiciTimeout(error)) {
        throw new UpstreamTimeoutError(request.method, request.path, options.timeoutMs);
      }
      throw error;
    }
  }

  async function send(request: TransportRequest): Promise<TransportResponse> {
    for (let attempt = 0; ; attempt++) {
      let response: TransportResponse;
      try {
        response = await sendOnce(request);
      } catch (error) {
        if (error instanceof UpstreamTimeoutError || !shouldRetryNetworkError(request.method, attempt))
          throw error;
        await delay(fallbackDelayMs);
        continue;
      }
      if (!shouldRetryStatus(request.method, response.statusCode, attempt)) return response;
      const wait = retryDelayMs(
        response.statusCode,
        headerText(response.headers['retry-after']),
        fallbackDelayMs,
      );
      if (wait === null) return response;
      await response.body.dump();
      await delay(wait);
    }
  }

  async function sendJson(request: TransportRequest): Promise<JsonResponse> {
    const response = await send({ ...request, media: false });
    try {
      return {
        statusCode: response.statusCode,
        headers: response.headers,
        data: await readBody(response.body),
      };
    } catch (error) {
      if (isAbortOrTimeout(error))
        throw new UpstreamTimeoutError(request.method, request.path, options.timeoutMs);
      throw error;
    }
  }

  return {
    send,
    sendJson,
    close: async () => {
      await Promise.all([jsonPool.close(), mediaPool.close()]);
    },
  };
}

function queryString(query: TransportRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function isUndiciTimeout(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'UND_ERR_HEADERS_TIMEOUT' ||
    code === 'UND_ERR_BODY_TIMEOUT' ||
    code === 'UND_ERR_CONNECT_TIMEOUT'
  );
}

function isAbortOrTimeout(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError' || isUndiciTimeout(error);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Reads a body as JSON; an answer that is not JSON comes back as its text. Read as bytes and decoded here (decision
 * 0429): undici keeps what a body's promise resolved to until the body closes, an event-loop turn later, so its
 * `text()` kept each answer's string (8-17 KB) alive long enough to be promoted under load; bytes live outside the
 * JavaScript heap, and the string decoded here dies young with the request's other garbage.
 */
async function readBody(body: TransportResponse['body']): Promise<unknown> {
  const text = utf8Text(await body.bytes());
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The bytes as UTF-8 text, a leading byte-order mark left out (as undici's `text()` decodes them). */
export function utf8Text(bytes: Uint8Array): string {
  const start = bytes.length > 2 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, bytes.byteLength - start).toString('utf8');
}
