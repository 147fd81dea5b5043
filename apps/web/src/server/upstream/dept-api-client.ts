import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import type { UpstreamError } from '../errors.ts';
import {
  AppError,
  LayoutsFetchError,
  SiteDomainsFetchError,
  SiteFetchError,
  UpstreamRequestError,
} from '../errors.ts';
import type { Language, Layout, SiteDetails, SiteDomainLookup } from './contract-types.ts';
import { createTokenManager } from './token-manager.ts';
import { createTransport } from './transport.ts';
import type { JsonResponse, Transport, TransportRequest, TransportResponse } from './transport.ts';

/**
 * The ONE client for every department API call (ARCHITECTURE decision 6): Bearer token from the token manager,
 * a 401 answer drops the token and the call is sent once more with a fresh one; every failure becomes the
 * SPEC §8 error of that call, carrying the upstream status.
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
}

export interface MediaFile {
  statusCode: number;
  contentType: string | undefined;
  contentLength: string | undefined;
  lastModified: string | undefined;
  etag: string | undefined;
  body: Readable;
}

export interface DeptApiClient {
  /** SPEC §7 call 6. null when the department API knows no such domain (404). */
  lookupSiteByDomain(domain: string): Promise<SiteDomainLookup | null>;
  /** SPEC §7 call 8. */
  getSiteDetails(siteId: string): Promise<SiteDetails>;
  /** SPEC §7 call 7. */
  getLayout(siteId: string, lang: Language): Promise<Layout>;
  /** GET /media/{path} as a stream; null when the file does not exist. */
  streamMedia(path: string): Promise<MediaFile | null>;
  /** Obtains a token now if none is held (start-up, readiness). */
  ensureToken(): Promise<void>;
  hasToken(): boolean;
  close(): Promise<void>;
}

type FailureFactory = (upstreamStatus: number | undefined, data: unknown, cause?: unknown) => UpstreamError;

export function createDeptApiClient(options: DeptApiClientOptions): DeptApiClient {
  const transport: Transport = createTransport({
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs,
    retryDelayMs: options.retryDelayMs,
  });
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

  async function getJson(
    path: string,
    query: TransportRequest['query'],
    onFailure: FailureFactory,
  ): Promise<unknown> {
    const response = await authorized({ method: 'GET', path, query }, transport.sendJson, onFailure);
    if (response.statusCode < 200 || response.statusCode >= 300) {
      throw onFailure(response.statusCode, response.data);
    }
    return response.data;
  }

  return {
    async lookupSiteByDomain(domain) {
      const failure: FailureFactory = (status, _data, cause) => new SiteDomainsFetchError(status, { cause });
      try {
        return (await getJson('/site/view/domain', { domain }, failure)) as SiteDomainLookup;
      } catch (error) {
        if (error instanceof SiteDomainsFetchError && error.upstreamStatus === 404) return null;
        throw error;
      }
    },

    async getSiteDetails(siteId) {
      return (await getJson(
        `/site/view/${encodeURIComponent(siteId)}`,
        undefined,
        (status, _data, cause) => new SiteFetchError(status, { cause }),
      )) as SiteDetails;
    },

    async getLayout(siteId, lang) {
      return (await getJson(
        `/site/layout/${encodeURIComponent(siteId)}`,
        { lang },
        (status, data, cause) => new LayoutsFetchError(status, data, { cause }),
      )) as Layout;
    },

    async streamMedia(path) {
      const response = await authorized(
        { method: 'GET', path: `/media/${encodeMediaPath(path)}`, timeoutScope: 'idle' },
        transport.send,
        (status, _data, cause) => new UpstreamRequestError('Media', status, { cause }),
      );
      if (response.statusCode === 404) {
        await response.body.dump();
        return null;
      }
      if (response.statusCode < 200 || response.statusCode >= 300) {
        await response.body.dump();
        throw new UpstreamRequestError('Media', response.statusCode);
      }
      return {
        statusCode: response.statusCode,
        contentType: headerValue(response.headers['content-type']),
        contentLength: headerValue(response.headers['content-length']),
        lastModified: headerValue(response.headers['last-modified']),
        etag: headerValue(response.headers.etag),
        body: response.body,
      };
    },

    async ensureToken() {
      await tokens.getToken();
    },

    hasToken: () => tokens.hasToken(),

    close: () => transport.close(),
  };
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
