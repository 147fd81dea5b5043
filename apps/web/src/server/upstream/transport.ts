import { Pool } from 'undici';
import type { Dispatcher } from 'undici';
import { UpstreamTimeoutError } from '../errors.ts';
import { shouldRetryNetworkError, shouldRetryStatus } from './retry-policy.ts';

/**
 * The HTTP layer under the department API client: one undici Pool against DEPT_API_URL, a timeout on every
 * call and the retry policy. It knows nothing about tokens or what the calls mean.
 */

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TransportRequest {
  method: HttpMethod;
  /** Path below DEPT_API_URL, starting with "/". */
  path: string;
  query?: Record<string, string | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  bearerToken?: string;
  /** Extra request headers (e.g. `range` for a media file). */
  headers?: Record<string, string>;
  /**
   * 'total' (default): the timeout covers the whole exchange, body included (JSON calls).
   * 'idle': the timeout covers the headers and each pause in the body (streamed files of any size).
   */
  timeoutScope?: 'total' | 'idle';
}

export interface TransportResponse {
  statusCode: number;
  headers: Dispatcher.ResponseData['headers'];
  body: Dispatcher.ResponseData['body'];
}

export interface TransportOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Pause before the one retry. */
  retryDelayMs?: number;
  connections?: number;
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
  const pool = new Pool(base.origin, {
    connections: options.connections ?? 64,
    keepAliveTimeout: 10_000,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  const retryDelayMs = options.retryDelayMs ?? 100;

  async function sendOnce(request: TransportRequest): Promise<TransportResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    if (request.bearerToken) headers.authorization = `Bearer ${request.bearerToken}`;
    let body: string | undefined;
    if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const signal = request.timeoutScope === 'idle' ? undefined : AbortSignal.timeout(options.timeoutMs);
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
        await delay(retryDelayMs);
        continue;
      }
      if (!shouldRetryStatus(request.method, response.statusCode, attempt)) return response;
      await response.body.dump();
      await delay(retryDelayMs);
    }
  }

  async function sendJson(request: TransportRequest): Promise<JsonResponse> {
    const response = await send({ ...request, timeoutScope: 'total' });
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
    close: () => pool.close(),
  };
}

function queryString(query: TransportRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
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

/** Reads a body as JSON; an answer that is not JSON comes back as its text. */
async function readBody(body: TransportResponse['body']): Promise<unknown> {
  const text = await body.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
