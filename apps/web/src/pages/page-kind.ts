import type { TFunction } from 'i18next';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Language } from '@probation/i18n';
import type { SectionPageShellQuery } from '../shared/generated/graphql.ts';
import type { ListFilters } from '../shared/list-filters.ts';
import type { CalendarParams } from '../shared/calendar-params.ts';
import type { SearchParams } from '../shared/search-params.ts';
import type { HomeContentData, SectionData, SectionLink, SiteData } from '../shared/page-state.ts';
import type { QueryOutcome } from '../server/render/page-query.ts';
import type { CaptchaChallenge, SubmittedForm } from '../shared/submitted-form.ts';
import type { MemberSession } from '../server/members/member-session.ts';
import type { OperationId } from '@probation/contract';
import type { CallInput, MemberAnswer } from '../server/upstream/dept-api-client.ts';

/**
 * A page kind (docs/decisions/0260, 0622): what Node needs of one kind of page, in its own folder under src/pages
 * beside the kind's view (its component, registered in client/page-views.ts for the server bundle). The pipeline
 * asks it once, for the page's view model: its loader returns everything the page needs. Node never loads the
 * view; the browser gets neither (only the islands the view places). Registered by one line in pages/page-kinds.ts.
 */
export interface PageKind<C, R extends LoadRequest = LoadRequest> {
  /** Everything the page needs, made on the server after the site shell: its view model, or why there is none. */
  load: (request: R) => Promise<LoadOutcome<C>> | LoadOutcome<C>;
  /**
   * Never kept by the full-page cache, answered `Cache-Control: no-store`: a page made for one visitor (a form: its
   * idempotency key and captcha).
   */
  neverKept?: boolean;
  /**
   * Kept only by a page cache of its own (a small byte budget, a page kept once its URL is asked for again) and
   * answered `Cache-Control: no-store`: a page whose URL carries free text (search; decisions 0267, 0134), which must
   * not push the site's pages out of the main cache nor be kept by browsers and CDNs.
   */
  keptApart?: boolean;
}

/** What a page says of itself in the document's head. */
export interface PageHead {
  /** The page's part of the document title (the site's name follows it); null: the site's name only. */
  title: string | null;
  /** The page's meta description; absent or null (nothing to say): the site's lead text. */
  description?: string | null;
  /** Head tags of its own (OpenGraph, JSON-LD); absent or empty: those of a page of the website. */
  head?: string[];
}

/** One page's view model: its content (what its view renders), its head, and where a list stands. */
export interface PageView<C> extends PageHead {
  content: C;
  /** A list's position, so a page after its last one is answered but never kept. */
  paging?: Paging;
  /** The query string of the filters the page applied (its own URL's, for its alternates and the cache); absent: the request's. */
  appliedQuery?: string;
}

/** Where a list page stands: its page and how many there are. */
export interface Paging {
  page: number;
  pageCount: number;
}

/** What a loader gets: the validated request and the ways to reach data. */
export interface LoadRequest {
  lang: Language;
  /** The page language's texts. */
  t: TFunction;
  /** The site shown, as its shell loaded it (its name describes most pages). */
  site: SiteData;
  /** The site's configured public origin (scheme://host[:port], never the request's Host), for absolute URLs. */
  origin: string;
  /** Runs one page query in process for the request being rendered. */
  query: PageQuery;
  /** The list filters in the URL, validated (unknown values dropped). */
  filters: ListFilters;
  /** The calendar's month, view and category in the URL, validated. */
  calendar: CalendarParams;
  /** A public form the visitor sent that is shown again (their input, its problems); absent on a GET. */
  form?: SubmittedForm;
  /** The reference of a sent form (its confirmation page's `?reference=`), when it has the contract's shape. */
  formReference?: string;
  /** A new captcha challenge for a form page. */
  captchaChallenge: () => Promise<CaptchaChallenge>;
  /** The search page's query, type, year and page in the URL, validated and normalised. */
  search: SearchParams;
  /**
   * What a form's POST came to, when the page is that POST's answer (a complaint's confirmation or status page);
   * absent on a GET, and such a page is then "not found".
   */
  answer?: unknown;
  /** The home page's content, which came with its shell (server/render/page-shell.ts): null when only it failed. */
  homeContent?: HomeContentData | null;
  /** The request's member session, verified with dept-api, or null for a guest. */
  member: MemberSession | null;
  /** The query values of a members page (its return path, a link's token), as strings; empty for other pages. */
  params: Readonly<Record<string, string>>;
  /**
   * A `/member/…` call of dept-api from the server, for the request's site: with the member's token when `asMember`
   * (the session's), else with the website's client token. Its answer whatever its status; throws only when dept-api
   * cannot be reached.
   */
  memberCall: MemberCall;
}

export type MemberCall = <Id extends OperationId>(
  operationId: Id,
  input: CallInput<Id>,
  asMember: boolean,
) => Promise<MemberAnswer>;

/** The request of a section's own page: the section its route names, as looked up (its type chose the kind). */
export interface SectionLoadRequest extends LoadRequest {
  section: SectionRow;
}

/** The request of an item of a section (its id's shape already checked). */
export interface ItemLoadRequest extends SectionLoadRequest {
  id: string;
}

export type SectionRow = NonNullable<SectionPageShellQuery['currentSite']['section']>;

export type LoadOutcome<C> =
  | { kind: 'page'; view: PageView<C> }
  | { kind: 'notFound' }
  | { kind: 'redirect'; location: string }
  | { kind: 'failed'; status: number; code: string };

export type PageQuery = <T, V extends object>(
  document: TypedDocumentNode<T, V>,
  variables: V,
) => Promise<QueryOutcome<T>>;

export function found<C>(view: PageView<C>): LoadOutcome<C> {
  return { kind: 'page', view };
}

export function failed(outcome: { status: number; code: string }): {
  kind: 'failed';
  status: number;
  code: string;
} {
  return { kind: 'failed', status: outcome.status, code: outcome.code };
}

export const notFound = { kind: 'notFound' } as const;

/** A section as a breadcrumb or sub-navigation link. */
export function linkOf(section: { urlname: string; title: string }): SectionLink {
  return { urlname: section.urlname, title: section.title };
}

/** A section as a page carries it: its urlname, type and title, without the query's other fields. */
export function sectionOnly(section: SectionData): SectionData {
  return { urlname: section.urlname, type: section.type, title: section.title };
}
