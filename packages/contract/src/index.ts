/**
 * The department REST API contract: the parsed OpenAPI document and the TypeScript types generated from it.
 * Types come from `src/generated/openapi.ts` (`npm run codegen -w @probation/contract`).
 */
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
export type YearCount = Schemas['YearCount'];
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
export type TextPart = Schemas['TextPart'];
export type SearchHit = Schemas['SearchHit'];
export type SearchTypeCount = Schemas['SearchTypeCount'];
export type SearchResult = Schemas['SearchResult'];

export * from './rules.ts';
export * from './operations.ts';
export * from './openapi-document.ts';
