/**
 * The contract's rules as plain values, free of Node imports so browser code can use them too
 * (`@probation/contract/rules`): languages, id and slug shapes, the year range, page numbers and sizes, file
 * types. The web checks a visitor's input with these before it asks dept-api, and dept-api answers by the same
 * rules; test/rules.test.ts holds every value here to openapi.yaml.
 */
import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

/** Languages every layout exists in; the first is the default. */
export const LANGS = ['th', 'en'] as const satisfies readonly Schemas['Lang'][];
export const DEFAULT_LANG: Schemas['Lang'] = 'th';
/** `is_maintenance.status` value that means maintenance mode is on (requirements.md §2.4). */
export const MAINTENANCE_ON: Schemas['MaintenanceStatus'] = 'Enable';
export const MAINTENANCE_OFF: Schemas['MaintenanceStatus'] = 'Disable';
/** Lifetime of a client access token in seconds (23 hours, requirements.md §11). */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 82_800;
/** Scope of the visitor-facing gateway, and the scope that may change sites. */
export const SCOPE_SITE_READ = 'site:read';
export const SCOPE_SITE_ADMIN = 'site:admin';
/** Scope of editor clients: add, change and remove content. */
export const SCOPE_CONTENT_WRITE = 'content:write';
/** Scopes of officer clients (decision 0160): read the complaints and tip-offs sent, and record what was done. */
export const SCOPE_FORMS_READ = 'forms:read';
export const SCOPE_FORMS_WRITE = 'forms:write';
/** Scope of the website's gateway for the members' calls (`/member/…`): sign up, log in, links, newsletters. */
export const SCOPE_MEMBER_MANAGE = 'member:manage';
/** Lifetime of a member token in seconds (24 hours: the members_access_token cookie, requirements.md §5). */
export const MEMBER_TOKEN_LIFETIME_SECONDS = 86_400;
/** The header that names the site of a `/member/…` call (decision 0170). */
export const MEMBER_SITE_HEADER = 'x-site-id';
/** The profile picture's limit (requirements.md §7.1, §11: up to 2 MB). */
export const MEMBER_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
/** Section types (the kinds of content a section lists). */
export const SECTION_TYPES = [
  'news',
  'documents',
  'photos',
  'videos',
  'calendar',
  'page',
  'links',
] as const satisfies readonly Schemas['SectionType'][];

/** The contract's Slug: a section's urlname and a category id. */
export const SLUG_MAX_LENGTH = 64;
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The id of an item (news, document, album, video, event). */
export const ITEM_ID_MAX_LENGTH = 64;
export const ITEM_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

/** The urlname of the menu's Home entry: a section whose page is the website's home page, /{lang}/main. */
export const HOME_URLNAME = 'main';

/**
 * Urlnames no section may have: the website's own pages at /{lang}/{name} (decision 0132), which a
 * section of that name would hide (the website's route table is held to this list by its tests; decision 0132).
 * The home page's `main` is the menu's Home entry's own (HOME_URLNAME). `forms` is not here: the website's forms
 * are /{lang}/forms/{contact|…}, fixed routes that win over a section's items, whose ids dept-api makes with a
 * site prefix, so a documents section named `forms` (the demo sites have one) loses nothing.
 */
export const RESERVED_SECTION_URLNAMES = [
  'maintenance',
  'more-news',
  'sitemap',
  'search',
  'members',
  'approvenews',
  'display',
] as const;

/** The website's public forms, each at `/{lang}/forms/{name}`; demo menus link them. */
export const PUBLIC_FORM_NAMES = ['contact', 'complaint', 'track', 'tip-off'] as const;
export type PublicFormName = (typeof PUBLIC_FORM_NAMES)[number];

export function isReservedUrlname(urlname: string): boolean {
  return (RESERVED_SECTION_URLNAMES as readonly string[]).includes(urlname);
}

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

export function isItemId(value: string): boolean {
  return ITEM_ID_PATTERN.test(value);
}

/** The `year` filter of a list (Gregorian, Asia/Bangkok). */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2200;
/** The largest `page` of a list. */
export const MAX_PAGE = 100_000;
/** Largest `page_size` of a list, and the most ids a batch lookup takes. */
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 12;
/** Calendar events: the largest and the default `page_size`, and the longest range one list may cover. */
export const MAX_EVENT_PAGE_SIZE = 100;
export const DEFAULT_EVENT_PAGE_SIZE = 50;
export const MAX_EVENT_RANGE_DAYS = 400;
/** What a YouTube video id looks like (the contract's `VideoYoutubeSource.video_id`). */
export const YOUTUBE_VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

/**
 * The addresses an editor may give (decision 0607), as openapi.yaml writes them: MediaPath (a file of dept-api's
 * `/media/`: no `..`, `//`, backslash, control character or query) and HttpsUrl (https on a host name, no user name,
 * no space, quote, angle bracket or backslash).
 */
export const MEDIA_PATH_PATTERN = '^/media/[A-Za-z0-9][A-Za-z0-9._-]*(/[A-Za-z0-9][A-Za-z0-9._-]*)*$';
export const MEDIA_PATH_MAX_LENGTH = 520;
export const HTTPS_URL_PATTERN =
  '^https://[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+(?::[0-9]{1,5})?(?:[/?#][!#-;=?-\\[\\]-~]*)?$';
export const HTTPS_URL_MAX_LENGTH = 1000;
const MEDIA_PATH = new RegExp(MEDIA_PATH_PATTERN, 'u');
const HTTPS_URL = new RegExp(HTTPS_URL_PATTERN, 'u');

export function isMediaPath(url: string): boolean {
  return url.length <= MEDIA_PATH_MAX_LENGTH && MEDIA_PATH.test(url);
}

export function isHttpsUrl(url: string): boolean {
  return url.length <= HTTPS_URL_MAX_LENGTH && HTTPS_URL.test(url);
}

/** Whether a page may put an address from the content in a `src` or `href`: a /media/ file or an https address. */
export function isContentUrl(url: string): boolean {
  return isMediaPath(url) || isHttpsUrl(url);
}

/** Document file types (the `type` filter of a document list), in the order a filter offers them. */
export const DOCUMENT_FILE_TYPES = [
  'pdf',
  'doc',
  'xls',
  'ppt',
  'zip',
] as const satisfies readonly Schemas['DocumentFileType'][];
export type DocumentFileType = Schemas['DocumentFileType'];
/** The file type of each MIME type a document file may have. */
export const DOCUMENT_FILE_TYPE_OF: Readonly<
  Record<Schemas['DocumentMimeType'], Schemas['DocumentFileType']>
> = {
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
/** Search (`GET /site/{siteId}/search`): the longest `q`, the most words one query looks for (more are ignored). */
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_MAX_WORDS = 12;
/** What a search hit can be, in the order a type filter offers them. */
export const SEARCH_HIT_TYPES = [
  'news',
  'document',
  'album',
  'video',
  'event',
  'page',
  'section',
] as const satisfies readonly Schemas['SearchHitType'][];
export type SearchHitType = Schemas['SearchHitType'];
/** Longest message of a broken-file report. */
export const BROKEN_FILE_REPORT_MESSAGE_MAX = 500;

export {
  MEDIA_FORMATS,
  MEDIA_VARIANTS,
  MEDIA_WIDTHS,
  SHARE_IMAGE,
  type MediaFormat,
  type MediaVariantName,
  type MediaWidth,
} from './media.ts';
