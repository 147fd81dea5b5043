import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InProcessGateway } from './in-process-gateway.ts';
import type { Language } from '@probation/i18n';
import { SectionPageDocument } from '../../shared/generated/graphql.ts';
import type { ListFilters } from '../../shared/list-filters.ts';
import type { CalendarParams } from '../../shared/calendar-params.ts';
import type { SearchParams } from '../../shared/search-params.ts';
import { isItemId, isSlug } from '@probation/contract/rules';
import type { RouteName } from '../../shared/routes.ts';
import type { SubmittedForm } from '../../shared/submitted-form.ts';
import {
  failed,
  type ItemLoadRequest,
  type LoadRequest,
  type PageQuery,
  type SectionLoadRequest,
} from '../../pages/page-kind.ts';
import { pageKind, type PageName } from '../../pages/page-kinds.ts';
import { sectionPages } from '../../pages/section-pages.ts';
import { resolveSiteOrigin } from '../site/public-origin.ts';
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
}

/** What loading a page's own data came to: the page kind and its content, "not found", a redirect, or a failure. */
export type ContentOutcome =
  | { kind: 'page'; page: PageName; content: unknown }
  | { kind: 'notFound' }
  | { kind: 'redirect'; location: string }
  | { kind: 'failed'; status: number; code: string };

const NOT_FOUND = { kind: 'notFound' } as const;

/**
 * A path whose urlname or id no section or item can have (the contract's shapes) is the 404 page before any query.
 * Not a guard for dept-api (its client sends no such call: decision 0410): it spares the section lookup.
 */
function namesNothing({ urlname, id }: ContentRequest): boolean {
  if (urlname !== undefined && !isSlug(urlname)) return true;
  return id !== undefined && !isItemId(id);
}

/**
 * The page's own data, after the site shell. A fixed route names its page kind; a section's route looks the
 * section up and its type chooses the kind (pages/section-pages.ts). A section that is unknown or of a type with
 * no such page, or an item that is unknown or not of that section, is "not found".
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
    query,
    absoluteUrl: async (path) => (await resolveSiteOrigin(request)) + path,
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
  if (route !== 'section' && route !== 'sectionItem') return loadKind(route, loadRequest);
  if (namesNothing(content)) return NOT_FOUND;

  const outcome = await query(SectionPageDocument, { lang, urlname: content.urlname! });
  if (!outcome.ok) return failed(outcome);
  const { section } = outcome.data.currentSite;
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

async function loadKind(page: PageName, request: LoadRequest): Promise<ContentOutcome> {
  const { load } = pageKind(page);
  if (!load) return { kind: 'page', page, content: undefined };
  const outcome = await load(request);
  return outcome.kind === 'content' ? { kind: 'page', page, content: outcome.content } : outcome;
}
