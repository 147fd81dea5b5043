import type { FastifyBaseLogger } from 'fastify';
import { Readable } from 'node:stream';
import {
  AppError,
  LayoutsFetchError,
  SiteDomainsFetchError,
  SiteFetchError,
  UpstreamError as UpstreamFailure,
  UpstreamRefusedInputError,
  UpstreamRequestError,
} from '../errors.ts';
import type {
  BrokenFileReportInput,
  Album,
  AlbumPage,
  AlbumQuery,
  CategoryList,
  Event,
  EventPage,
  EventQuery,
  Document,
  DocumentPage,
  DocumentQuery,
  Language,
  MediaVariant,
  Layout,
  News,
  NewsPage,
  NewsQuery,
  Page,
  Section,
  SectionList,
  SiteDetails,
  SiteDomainLookup,
  Video,
  VideoPage,
  VideoQuery,
} from './contract-types.ts';
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

export interface DeptApiClient {
  /** SPEC §7 call 6. null when the department API knows no such domain (404). */
  lookupSiteByDomain(domain: string): Promise<SiteDomainLookup | null>;
  /** SPEC §7 call 8. */
  getSiteDetails(siteId: string): Promise<SiteDetails>;
  /** SPEC §7 call 7. */
  getLayout(siteId: string, lang: Language): Promise<Layout>;
  /** GET /site/{siteId}/sections: the site's sections in menu order. */
  listSections(siteId: string, lang: Language): Promise<SectionList>;
  /** GET /site/{siteId}/sections/{urlname}; null when the site has no such section (404). */
  getSection(siteId: string, urlname: string, lang: Language): Promise<Section | null>;
  /** GET /site/{siteId}/news: a page of news, or the news of `ids` (a batch lookup). */
  listNews(siteId: string, lang: Language, query: NewsQuery): Promise<NewsPage>;
  /** GET /site/{siteId}/news/{id}; null when the site has no such news (404). */
  getNews(siteId: string, id: string, lang: Language): Promise<News | null>;
  /** GET /site/{siteId}/news-categories. */
  listNewsCategories(siteId: string, lang: Language): Promise<CategoryList>;
  /** GET /site/{siteId}/pages/{urlname}; null when the site has no such page (404). */
  getPage(siteId: string, urlname: string, lang: Language): Promise<Page | null>;
  /** GET /site/{siteId}/events: a page of the events overlapping [from, to). */
  listEvents(siteId: string, lang: Language, query: EventQuery): Promise<EventPage>;
  /** GET /site/{siteId}/events/{id}; null when the site has no such event (404). */
  getEvent(siteId: string, id: string, lang: Language): Promise<Event | null>;
  /** GET /site/{siteId}/event-categories. */
  listEventCategories(siteId: string, lang: Language): Promise<CategoryList>;
  /** GET /site/{siteId}/videos: a page of videos. */
  listVideos(siteId: string, lang: Language, query: VideoQuery): Promise<VideoPage>;
  /** GET /site/{siteId}/videos/{id}; null when the site has no such video (404). */
  getVideo(siteId: string, id: string, lang: Language): Promise<Video | null>;
  /** GET /site/{siteId}/documents: a page of documents. */
  listDocuments(siteId: string, lang: Language, query: DocumentQuery): Promise<DocumentPage>;
  /** GET /site/{siteId}/documents/{id}; null when the site has no such document (404). */
  getDocument(siteId: string, id: string, lang: Language): Promise<Document | null>;
  /** GET /site/{siteId}/document-categories. */
  listDocumentCategories(siteId: string, lang: Language): Promise<CategoryList>;
  /**
   * POST /site/{siteId}/documents/{id}/reports (never retried). The upstream's refusals a visitor can cause
   * (400, 404, 429) come back as `refused`; anything else throws.
   */
  reportBrokenFile(
    siteId: string,
    documentId: string,
    input: BrokenFileReportInput,
  ): Promise<{ accepted: true } | { accepted: false; status: 400 | 404 | 429 }>;
  /** GET /site/{siteId}/albums: a page of album summaries. */
  listAlbums(siteId: string, lang: Language, query: AlbumQuery): Promise<AlbumPage>;
  /** GET /site/{siteId}/albums/{id}; null when the site has no such album (404). */
  getAlbum(siteId: string, id: string, lang: Language): Promise<Album | null>;
  /**
   * GET /media/{path} as a stream: a resized or converted image when `w` / `format` ask, one byte range when
   * `range` asks; null when there is no such file.
   */
  streamMedia(path: string, options?: MediaVariant & { range?: string }): Promise<MediaFile | null>;
  /** Obtains a token now if none is held (start-up, readiness). */
  ensureToken(): Promise<void>;
  hasToken(): boolean;
  close(): Promise<void>;
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

  /** A GET of one item, whose 404 (no such thing) or 400 (no such id) is null instead of an error. */
  async function getJsonOrNull(
    path: string,
    query: TransportRequest['query'],
    onFailure: FailureFactory,
  ): Promise<unknown> {
    try {
      return await getJson(path, query, onFailure);
    } catch (error) {
      if (error instanceof UpstreamRefusedInputError) return null;
      if (error instanceof UpstreamFailure && error.upstreamStatus === 404) return null;
      throw error;
    }
  }

  /** A content call refused with 400/404 was refused for the caller's input (issue 7), not an outage. */
  const contentFailure =
    (what: string): FailureFactory =>
    (status, _data, cause) =>
      status === 400 || status === 404
        ? new UpstreamRefusedInputError(what, status, { cause })
        : new UpstreamRequestError(what, status, { cause });
  const sitePath = (siteId: string, rest: string) => `/site/${encodeURIComponent(siteId)}/${rest}`;

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

    async listSections(siteId, lang) {
      return (await getJson(
        sitePath(siteId, 'sections'),
        { lang },
        contentFailure('Sections'),
      )) as SectionList;
    },

    async getSection(siteId, urlname, lang) {
      return (await getJsonOrNull(
        sitePath(siteId, `sections/${encodeURIComponent(urlname)}`),
        { lang },
        contentFailure('Section'),
      )) as Section | null;
    },

    async listNews(siteId, lang, query) {
      return (await getJson(
        sitePath(siteId, 'news'),
        { lang, ...newsQueryParameters(query) },
        contentFailure('News'),
      )) as NewsPage;
    },

    async getNews(siteId, id, lang) {
      return (await getJsonOrNull(
        sitePath(siteId, `news/${encodeURIComponent(id)}`),
        { lang },
        contentFailure('News'),
      )) as News | null;
    },

    async listNewsCategories(siteId, lang) {
      return (await getJson(
        sitePath(siteId, 'news-categories'),
        { lang },
        contentFailure('News categories'),
      )) as CategoryList;
    },

    async getPage(siteId, urlname, lang) {
      return (await getJsonOrNull(
        sitePath(siteId, `pages/${encodeURIComponent(urlname)}`),
        { lang },
        contentFailure('Page'),
      )) as Page | null;
    },

    async listEvents(siteId, lang, query) {
      return (await getJson(
        sitePath(siteId, 'events'),
        { lang, ...eventQueryParameters(query) },
        contentFailure('Events'),
      )) as EventPage;
    },

    async getEvent(siteId, id, lang) {
      return (await getJsonOrNull(
        sitePath(siteId, `events/${encodeURIComponent(id)}`),
        { lang },
        contentFailure('Event'),
      )) as Event | null;
    },

    async listEventCategories(siteId, lang) {
      return (await getJson(
        sitePath(siteId, 'event-categories'),
        { lang },
        contentFailure('Event categories'),
      )) as CategoryList;
    },

    async listVideos(siteId, lang, query) {
      return (await getJson(
        sitePath(siteId, 'videos'),
        { lang, ...videoQueryParameters(query) },
        contentFailure('Videos'),
      )) as VideoPage;
    },

    async getVideo(siteId, id, lang) {
      return (await getJsonOrNull(
        sitePath(siteId, `videos/${encodeURIComponent(id)}`),
        { lang },
        contentFailure('Video'),
      )) as Video | null;
    },

    async listDocuments(siteId, lang, query) {
      return (await getJson(
        sitePath(siteId, 'documents'),
        { lang, ...documentQueryParameters(query) },
        contentFailure('Documents'),
      )) as DocumentPage;
    },

    async getDocument(siteId, id, lang) {
      return (await getJsonOrNull(
        sitePath(siteId, `documents/${encodeURIComponent(id)}`),
        { lang },
        contentFailure('Document'),
      )) as Document | null;
    },

    async listDocumentCategories(siteId, lang) {
      return (await getJson(
        sitePath(siteId, 'document-categories'),
        { lang },
        contentFailure('Document categories'),
      )) as CategoryList;
    },

    async reportBrokenFile(siteId, documentId, input) {
      const failure = contentFailure('Broken file report');
      const response = await authorized(
        {
          method: 'POST',
          path: sitePath(siteId, `documents/${encodeURIComponent(documentId)}/reports`),
          body: input,
        },
        transport.sendJson,
        failure,
      );
      if (response.statusCode === 202) return { accepted: true };
      const status = response.statusCode;
      if (status === 400 || status === 404 || status === 429) return { accepted: false, status };
      throw failure(status, response.data);
    },

    async listAlbums(siteId, lang, query) {
      return (await getJson(
        sitePath(siteId, 'albums'),
        {
          lang,
          page: String(query.page),
          page_size: String(query.pageSize),
          section: query.section,
          year: query.year === undefined ? undefined : String(query.year),
        },
        contentFailure('Albums'),
      )) as AlbumPage;
    },

    async getAlbum(siteId, id, lang) {
      return (await getJsonOrNull(
        sitePath(siteId, `albums/${encodeURIComponent(id)}`),
        { lang },
        contentFailure('Album'),
      )) as Album | null;
    },

    async streamMedia(path, { range, w, format } = {}) {
      const response = await authorized(
        {
          method: 'GET',
          path: `/media/${encodeMediaPath(path)}`,
          query: { w: w === undefined ? undefined : String(w), format },
          media: true,
          ...(range ? { headers: { range } } : {}),
        },
        transport.send,
        (status, _data, cause) => new UpstreamRequestError('Media', status, { cause }),
      );
      if (response.statusCode === 404) {
        await response.body.dump();
        return null;
      }
      const unsatisfiable = response.statusCode === 416;
      if (unsatisfiable || response.statusCode < 200 || response.statusCode >= 300) {
        await response.body.dump();
        if (!unsatisfiable) throw new UpstreamRequestError('Media', response.statusCode);
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

/** The news query as URL parameters: only the ones given, snake_case as the contract names them. */
function newsQueryParameters(query: NewsQuery): Record<string, string> {
  const parameters: Record<string, string> = {};
  if (query.ids) parameters.ids = query.ids.join(',');
  if (query.page !== undefined) parameters.page = String(query.page);
  if (query.pageSize !== undefined) parameters.page_size = String(query.pageSize);
  if (query.section) parameters.section = query.section;
  if (query.category) parameters.category = query.category;
  if (query.year !== undefined) parameters.year = String(query.year);
  if (query.month !== undefined) parameters.month = String(query.month);
  if (query.highlight !== undefined) parameters.highlight = String(query.highlight);
  return parameters;
}

/** The event query as URL parameters, snake_case as the contract names them. */
function eventQueryParameters(query: EventQuery): Record<string, string> {
  const parameters: Record<string, string> = {
    from: query.from,
    to: query.to,
    page: String(query.page),
    page_size: String(query.pageSize),
  };
  if (query.section) parameters.section = query.section;
  if (query.category) parameters.category = query.category;
  return parameters;
}

/** The video query as URL parameters: only the ones given, snake_case as the contract names them. */
function videoQueryParameters(query: VideoQuery): Record<string, string> {
  const parameters: Record<string, string> = {};
  if (query.page !== undefined) parameters.page = String(query.page);
  if (query.pageSize !== undefined) parameters.page_size = String(query.pageSize);
  if (query.section) parameters.section = query.section;
  if (query.year !== undefined) parameters.year = String(query.year);
  return parameters;
}

/** The document query as URL parameters: only the ones given, named as the contract names them. */
function documentQueryParameters(query: DocumentQuery): Record<string, string> {
  const parameters: Record<string, string> = {
    page: String(query.page),
    page_size: String(query.pageSize),
  };
  if (query.section) parameters.section = query.section;
  if (query.category) parameters.category = query.category;
  if (query.year !== undefined) parameters.year = String(query.year);
  if (query.fileType) parameters.type = query.fileType;
  return parameters;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
