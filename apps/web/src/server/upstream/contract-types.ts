/**
 * The department API shapes this gateway reads, from `@probation/contract` (generated from its openapi.yaml).
 * Every upstream type the server uses comes through this one module.
 */
import type {
  DocumentFileType as FileType,
  Lang,
  MediaFormat,
  MediaWidth,
  SiteLookup,
} from '@probation/contract';

export type {
  Album,
  AlbumPage,
  AlbumPhoto,
  AlbumSummary,
  ApiError as ApiErrorBody,
  MediaFormat,
  MediaWidth,
  Attachment,
  BrokenFileReportInput,
  Category,
  CategoryList,
  Event,
  EventPage,
  EventSummary,
  Document,
  DocumentFile,
  DocumentFileType,
  DocumentPage,
  News,
  NewsPage,
  NewsSummary,
  Page,
  Section,
  SectionList,
  Image as LayoutImage,
  Layout,
  LocalizedText,
  MenuItem as LayoutMenuItem,
  SiteDetails,
  TokenResponse as AccessTokenResponse,
  Video,
  VideoPage,
  VideoSource,
} from '@probation/contract';

export type Language = Lang;

/**
 * The domain lookup answer. The contract says `_id` is a string; SPEC §4 says a real department API may
 * answer the placeholders 9999, 0 or an empty id, so the gateway reads it defensively.
 */
export type SiteDomainLookup = Omit<SiteLookup, '_id'> & {
  _id: SiteLookup['_id'] | number | null | undefined;
};

/** The filters of a news list call (GET /site/{siteId}/news), camelCase; `ids` makes it a batch lookup. */
export interface NewsQuery {
  page?: number;
  pageSize?: number;
  section?: string;
  category?: string;
  year?: number;
  month?: number;
  highlight?: boolean;
  ids?: readonly string[];
}

/** The range and filters of an event list call (GET /site/{siteId}/events), camelCase. */
export interface EventQuery {
  /** ISO 8601 date-times (UTC); the range is [from, to). */
  from: string;
  to: string;
  page: number;
  pageSize: number;
  section?: string;
  category?: string;
}

/** The filters of a video list call (GET /site/{siteId}/videos), camelCase. */
export interface VideoQuery {
  page?: number;
  pageSize?: number;
  section?: string;
  year?: number;
}

/** The filters of a document list call (GET /site/{siteId}/documents), camelCase. */
export interface DocumentQuery {
  page: number;
  pageSize: number;
  section?: string;
  category?: string;
  year?: number;
  fileType?: FileType;
}

/** The filters of an album list call (GET /site/{siteId}/albums), camelCase. */
export interface AlbumQuery {
  page: number;
  pageSize: number;
  section?: string;
  year?: number;
}

/** A resized or converted image variant of a media file (GET /media/{path}?w=&format=). */
export interface MediaVariant {
  w?: MediaWidth;
  format?: MediaFormat;
}
