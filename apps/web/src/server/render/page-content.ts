import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InProcessGateway } from './in-process-gateway.ts';
import type { Language } from '@probation/i18n';
import type { ListFilters } from '../../shared/list-filters.ts';
import type { CalendarParams } from '../../shared/calendar-params.ts';
import type { SearchParams } from '../../shared/search-params.ts';
import { isItemId, isSlug } from '@probation/contract/rules';
import type { RouteName } from '../../shared/routes.ts';
import type { SubmittedForm } from '../../shared/submitted-form.ts';
import {
  type ItemLoadRequest,
  type LoadRequest,
  type PageQuery,
  type PageView,
  type SectionLoadRequest,
  type SectionRow,
} from '../../pages/page-kind.ts';
import type { ShellPart } from './page-shell.ts';
import type { HomeContentData, SiteData } from '../../shared/page-state.ts';
import { i18nFor } from '../../shared/texts/i18n.ts';
import { pageKind, type KindName } from '../../pages/page-kinds.ts';
import { sectionPages } from '../../pages/section-pages.ts';
import { resolveSite } from '../site/resolve-site.ts';
import { runPageQuery } from './page-query.ts';
import type { MemberSession } from '../members/member-session.ts';

export interface ContentRequest {
  route: RouteName;
  lang: Language;
  urlname?: string;
  id?: string;
  filters: ListFilters;
  /** The validated month, view and category of a calendar section (from its query string). */
  calendar: CalendarParams;
  /** A public form sent back to be shown again. */
  form?: SubmittedForm;
  formReference?: string;
  /** The validated query, type, year and page of the search page. */
  search: SearchParams;
  /** What a form's POST came to, shown as its answer. */
  answer?: unknown;
  /** The request's verified member session, or null (a guest). */
  member: MemberSession | null;
  /** The query values of a members page. */
  params: Readonly<Record<string, string>>;
  /** The site shown, as its shell loaded it, and its public origin. */
  site: SiteData;
  origin: string;
  /** The home page's content, which came with its shell. */
  homeContent?: HomeContentData | null;
  /** The section a section's path names, which came with its shell (null: none of that name; absent: not asked). */
  section?: SectionRow | null;
}

/** What loading a page came to: its kind's name and view model, "not found", a redirect, or a failure. */
export type ContentOutcome =
  | { kind: 'page'; page: KindName; view: PageView<unknown> }
  | { kind: 'notFound' }
  | { kind: 'redirect'; location: string }
  | { kind: 'failed'; status: number; code: string };

const NOT_FOUND = { kind: 'notFound' } as const;

/**
 * What the page's shell query asks for besides the shell: the home page's content, or the section a section's path
 * names. A path whose urlname or id no section or item can have (the contract's shapes) asks for none: it is the
 * 404 page. Not a guard for dept-api (its client sends no such call: decision 0410): it spares the section lookup.
 */
export function shellPartOf({
  route,
  urlname,
  id,
}: Pick<ContentRequest, 'route' | 'urlname' | 'id'>): ShellPart {
  if (route === 'home') return { kind: 'home' };
  if (route !== 'section' && route !== 'sectionItem') return { kind: 'none' };
  const valid = urlname !== undefined && isSlug(urlname) && (id === undefined || isItemId(id));
  return valid ? { kind: 'section', urlname } : { kind: 'none' };
}

/**
 * The page's view model, after the site shell: its kind's loader, asked once. A fixed route names its page kind; a
 * section's route has its section from the shell, and the section's type chooses the kind (pages/section-pages.ts).
 * A section that is unknown or of a type with no such page, or an item that is unknown or not of that section, is
 * "not found".
 */
export async function loadPageContent(
  gateway: InProcessGateway,
  request: FastifyRequest,
  reply: FastifyReply,
  content: ContentRequest,
): Promise<ContentOutcome> {
  const query: PageQuery = (document, variables) =>
    runPageQuery(gateway, request, reply, document, variables);
  const { lang, route } = content;
  const loadRequest: LoadRequest = {
    lang,
    t: i18nFor(lang).t,
    site: content.site,
    origin: content.origin,
    homeContent: content.homeContent,
    query,
    filters: content.filters,
    calendar: content.calendar,
    form: content.form,
    formReference: content.formReference,
    captchaChallenge: async () => ({
      proofOfWork: await request.server.captcha.proofOfWork(),
      question: request.server.captcha.question(lang),
    }),
    search: content.search,
    answer: content.answer,
    member: content.member,
    params: content.params,
    memberCall: async (operationId, input, asMember) => {
      const siteId = content.member?.siteId ?? (await resolveSite(request)).id;
      const memberToken = asMember ? content.member?.token : undefined;
      if (asMember && !memberToken) return { status: 401, data: null, retryAfterSeconds: null };
      return request.server.deptApi.member(operationId, input, { siteId, memberToken });
    },
  };
  if (route === 'notFound' || route === 'maintenance') return NOT_FOUND; // screens, shown by page-render.ts
  if (route !== 'section' && route !== 'sectionItem') return loadKind(route, loadRequest);
  const { section } = content;
  if (!section) return NOT_FOUND;
  if (route === 'section' && section.type === 'links') {
    return section.url && /^https?:\/\//i.test(section.url)
      ? { kind: 'redirect', location: section.url }
      : NOT_FOUND;
  }
  const pages = sectionPages[section.type];
  const page = route === 'section' ? pages?.list : pages?.item;
  if (!page) return NOT_FOUND;
  const sectionRequest: SectionLoadRequest | ItemLoadRequest =
    route === 'sectionItem' ? { ...loadRequest, section, id: content.id! } : { ...loadRequest, section };
  return loadKind(page, sectionRequest);
}

async function loadKind(page: KindName, request: LoadRequest): Promise<ContentOutcome> {
  const outcome = await pageKind(page).load(request);
  return outcome.kind === 'page' ? { kind: 'page', page, view: outcome.view } : outcome;
}
