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
export type DocumentMimeType = Schemas['DocumentMimeType'];
export type DocumentFile = Schemas['DocumentFile'];
export type DocumentFileInput = Schemas['DocumentFileInput'];
export type Document = Schemas['Document'];
export type DocumentPage = Schemas['DocumentPage'];
export type DocumentInput = Schemas['DocumentInput'];
export type BrokenFileReportInput = Schemas['BrokenFileReportInput'];
export type BrokenFileReportReceipt = Schemas['BrokenFileReportReceipt'];
export type OperationId = keyof operations;

export * from './rules.ts';

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
