/**
 * The department REST API contract: the parsed OpenAPI document and the TypeScript types generated from it.
 * Types come from `src/generated/openapi.ts` (`npm run codegen -w @probation/contract`).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { components, operations, paths } from './generated/openapi.ts';

export type { components, operations, paths };

type Schemas = components['schemas'];
export type ApiError = Schemas['ApiError'];
export type Lang = Schemas['Lang'];
export type LocalizedText = Schemas['LocalizedText'];
export type TokenRequest = Schemas['TokenRequest'];
export type TokenResponse = Schemas['TokenResponse'];
export type SiteLookup = Schemas['SiteLookup'];
export type MaintenanceStatus = Schemas['MaintenanceStatus'];
export type MaintenanceState = Schemas['MaintenanceState'];
export type MaintenanceUpdate = Schemas['MaintenanceUpdate'];
export type SiteDetails = Schemas['SiteDetails'];
export type Layout = Schemas['Layout'];
export type MenuItem = Schemas['MenuItem'];
export type Footer = Schemas['Footer'];
export type Intro = Schemas['Intro'];
export type Banner = Schemas['Banner'];
export type UsefulLink = Schemas['UsefulLink'];
export type Image = Schemas['Image'];
export type ThemeColours = Schemas['ThemeColours'];
export type SocialLink = Schemas['SocialLink'];
export type Health = Schemas['Health'];
export type Slug = Schemas['Slug'];
export type ContentLang = Schemas['ContentLang'];
export type SectionType = Schemas['SectionType'];
export type Section = Schemas['Section'];
export type SectionList = Schemas['SectionList'];
export type CategoryRef = Schemas['CategoryRef'];
export type Category = Schemas['Category'];
export type CategoryList = Schemas['CategoryList'];
export type Attachment = Schemas['Attachment'];
export type NewsSummary = Schemas['NewsSummary'];
export type News = Schemas['News'];
export type NewsPage = Schemas['NewsPage'];
export type ThaiText = Schemas['ThaiText'];
export type NewsInput = Schemas['NewsInput'];
export type Page = Schemas['Page'];
export type PageInput = Schemas['PageInput'];
export type AlbumPhoto = Schemas['AlbumPhoto'];
export type AlbumSummary = Schemas['AlbumSummary'];
export type Album = Schemas['Album'];
export type AlbumPage = Schemas['AlbumPage'];
export type AlbumPhotoInput = Schemas['AlbumPhotoInput'];
export type AlbumInput = Schemas['AlbumInput'];
export type EventSummary = Schemas['EventSummary'];
export type Event = Schemas['Event'];
export type EventPage = Schemas['EventPage'];
export type EventLocation = Schemas['EventLocation'];
export type EventInput = Schemas['EventInput'];
export type Video = Schemas['Video'];
export type VideoPage = Schemas['VideoPage'];
export type VideoInput = Schemas['VideoInput'];
export type VideoSource = Schemas['VideoSource'];
export type VideoFileSource = Schemas['VideoFileSource'];
export type DocumentFileType = Schemas['DocumentFileType'];
export type DocumentMimeType = Schemas['DocumentMimeType'];
export type DocumentFile = Schemas['DocumentFile'];
export type DocumentFileInput = Schemas['DocumentFileInput'];
export type Document = Schemas['Document'];
export type DocumentPage = Schemas['DocumentPage'];
export type DocumentInput = Schemas['DocumentInput'];
export type BrokenFileReportInput = Schemas['BrokenFileReportInput'];
export type BrokenFileReportReceipt = Schemas['BrokenFileReportReceipt'];
export type OperationId = keyof operations;

/** Languages every layout exists in; the first is the default. */
export const LANGS = ['th', 'en'] as const satisfies readonly Lang[];
export const DEFAULT_LANG: Lang = 'th';
/** `is_maintenance.status` value that means maintenance mode is on (SPEC §4). */
export const MAINTENANCE_ON: MaintenanceStatus = 'Enable';
export const MAINTENANCE_OFF: MaintenanceStatus = 'Disable';
/** Lifetime of a client access token in seconds (23 hours, SPEC §9). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 82_800;
/** Scope of the visitor-facing gateway, and the scope that may change sites. */
export const SCOPE_SITE_READ = 'site:read';
export const SCOPE_SITE_ADMIN = 'site:admin';
/** Scope of editor clients: add, change and remove content. */
export const SCOPE_CONTENT_WRITE = 'content:write';
/** Section types (the kinds of content a section lists). */
export const SECTION_TYPES = [
  'news',
  'documents',
  'photos',
  'videos',
  'calendar',
  'page',
  'links',
] as const satisfies readonly SectionType[];
/** Largest `page_size` of a list, and the most ids a batch lookup takes. */
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 12;
export { MEDIA_FORMATS, MEDIA_WIDTHS, type MediaFormat, type MediaWidth } from './media.ts';
/** Calendar events: the largest and the default `page_size`, and the longest range one list may cover. */
export const MAX_EVENT_PAGE_SIZE = 100;
export const DEFAULT_EVENT_PAGE_SIZE = 50;
export const MAX_EVENT_RANGE_DAYS = 400;
/** What a YouTube video id looks like (the contract's `VideoYoutubeSource.video_id`). */
export const YOUTUBE_VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

/** Document file types (the `type` filter of a document list), in the order a filter offers them. */
export const DOCUMENT_FILE_TYPES = [
  'pdf',
  'doc',
  'xls',
  'ppt',
  'zip',
] as const satisfies readonly DocumentFileType[];
/** The file type of each MIME type a document file may have. */
export const DOCUMENT_FILE_TYPE_OF: Readonly<Record<DocumentMimeType, DocumentFileType>> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'doc',
  'application/vnd.oasis.opendocument.text': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xls',
  'application/vnd.oasis.opendocument.spreadsheet': 'xls',
  'text/csv': 'xls',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'ppt',
  'application/vnd.oasis.opendocument.presentation': 'ppt',
  'application/zip': 'zip',
};
/** Longest message of a broken-file report. */
export const BROKEN_FILE_REPORT_MESSAGE_MAX = 500;

/** Absolute path of `openapi.yaml`. */
export const openApiDocumentPath = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

/** The parts of an OpenAPI 3.1 document this project reads; everything else passes through untouched. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation | unknown>>;
  components: {
    schemas: Record<string, Record<string, unknown>>;
    parameters?: Record<string, OpenApiParameter>;
    responses?: Record<string, OpenApiResponse>;
    securitySchemes?: Record<string, unknown>;
  };
  security?: Array<Record<string, string[]>>;
}
export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema: Record<string, unknown>;
}
export interface OpenApiResponse {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: Record<string, unknown> }>;
}
export interface OpenApiOperation {
  operationId: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<OpenApiParameter | { $ref: string }>;
  requestBody?: { required?: boolean; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, OpenApiResponse | { $ref: string }>;
}

let cachedDocument: OpenApiDocument | undefined;

/** The parsed OpenAPI document (read once, then shared; treat it as read-only). */
export function loadOpenApiDocument(): OpenApiDocument {
  cachedDocument ??= parse(readFileSync(openApiDocumentPath, 'utf8')) as OpenApiDocument;
  return cachedDocument;
}
