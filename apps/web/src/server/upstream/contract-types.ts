/**
 * The department API shapes this gateway reads, from `@probation/contract` (generated from its openapi.yaml).
 * Every upstream type the server uses comes through this one module.
 */
import type {
  Lang,
  OperationId,
  QueryParameters,
  MediaFormat,
  MediaVariantName,
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
  FormName,
  FormReceipt,
  FormRejection,
  FormTopic,
  News,
  NewsPage,
  NewsSummary,
  Page,
  SearchHit,
  SearchResult,
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
 * The domain lookup answer. The contract says `_id` is a string; requirements.md §2.2 says a real department API may
 * answer the placeholders 9999, 0 or an empty id, so the gateway reads it defensively.
 */
export type SiteDomainLookup = Omit<SiteLookup, '_id'> & {
  _id: SiteLookup['_id'] | number | null | undefined;
};

/**
 * The filters of a list call: its query in the contract (snake_case, as dept-api names them) without `lang`,
 * which every call takes as an argument of its own.
 */
type ListQuery<Id extends OperationId> = Omit<QueryParameters<Id>, 'lang'>;
type Paged<Query> = Query & { page: number; page_size: number };

/** GET /site/{siteId}/news; `ids` (comma-separated) makes it a batch lookup. */
export type NewsQuery = ListQuery<'listNews'>;
/** GET /site/{siteId}/events: the range [from, to) as ISO 8601 date-times (UTC), and paging. */
export type EventQuery = Paged<ListQuery<'listEvents'>> & { from: string; to: string };
export type VideoQuery = Paged<ListQuery<'listVideos'>>;
export type DocumentQuery = Paged<ListQuery<'listDocuments'>>;
export type AlbumQuery = Paged<ListQuery<'listAlbums'>>;
/** GET /site/{siteId}/search: q (normalised) and its filters. */
export type SearchQuery = Paged<ListQuery<'searchContent'>>;

/** A resized or converted image variant of a media file (GET /media/{path}?w=&format=). */
export interface MediaVariant {
  w?: MediaWidth;
  format?: MediaFormat;
  /** `share`: the 1200×630 JPEG of a link preview. */
  variant?: MediaVariantName;
}
