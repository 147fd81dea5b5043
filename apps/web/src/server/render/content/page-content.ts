import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Client } from '@urql/core';
import type { Language } from '@probation/i18n';
import {
  NewsDetailPageDocument,
  NewsCategoriesDocument,
  NewsListPageDocument,
  SectionPageDocument,
  StaticPageDocument,
  type SectionPageQuery,
  type StaticPageQuery,
} from '../../../shared/generated/graphql.ts';
import { NEWS_LIST_PAGE_SIZE, type NewsFilters } from '../../../shared/news-filters.ts';
import type { PageName, SectionData, SectionLink } from '../../../shared/page-state.ts';
import { ITEM_ID_PATTERN, itemPath, sectionPath, SLUG_PATTERN } from '../../../shared/routes.ts';
import type { CalendarParams } from '../../../shared/calendar-params.ts';
import { runPageQuery } from '../page-query.ts';
import {
  absoluteUrl,
  failed,
  found,
  linkOf,
  type ContentOutcome,
  type PageQuery,
} from './content-outcome.ts';
import { albumDetail, albumList } from './album-content.ts';
import { calendarPage, eventDetail } from './calendar-content.ts';
import { documentDetail, documentList } from './document-content.ts';
import { videoDetail, videoList } from './video-content.ts';

export interface ContentRequest {
  page: PageName;
  lang: Language;
  urlname?: string;
  id?: string;
  filters?: NewsFilters;
  /** The validated month, view and category of a calendar section (from its query string). */
  calendar?: CalendarParams;
}

function namesNothing(content: ContentRequest): boolean {
  if (content.urlname !== undefined && (content.urlname.length > 64 || !SLUG_PATTERN.test(content.urlname))) {
    return true;
  }
  return content.id !== undefined && !ITEM_ID_PATTERN.test(content.id);
}

/**
 * The page's own data, after the site shell (the home page's news come with its shell): a section's page (a news
 * list, a static page, or a redirect for a links section), all news, a news item. A section that is unknown or of
 * a type not built yet, or an item that is unknown or not of that section, is "not found".
 */
export async function loadPageContent(
  client: Client,
  request: FastifyRequest,
  reply: FastifyReply,
  content: ContentRequest,
): Promise<ContentOutcome> {
  const query: PageQuery = (document, variables) => runPageQuery(client, request, reply, document, variables);
  const { lang } = content;
  if (namesNothing(content)) return { kind: 'notFound' };
  switch (content.page) {
    case 'moreNews':
      return newsList(query, lang, null, content.filters!);
    case 'newsList': {
      const outcome = await query(SectionPageDocument, { lang, urlname: content.urlname! });
      if (!outcome.ok) return failed(outcome);
      const { section } = outcome.data.currentSite;
      switch (section?.type) {
        case 'news':
          return newsList(query, lang, section, content.filters!);
        case 'documents':
          return documentList(query, lang, section, content.filters!);
        case 'page':
          return staticPage(query, request, lang, section);
        case 'videos':
          return videoList(query, lang, section, content.filters!);
        case 'calendar':
          return calendarPage(query, lang, section, content.calendar!);
        case 'photos':
          return albumList(query, lang, section, content.filters!);
        case 'links':
          return section.url && /^https?:\/\//i.test(section.url)
            ? { kind: 'redirect', location: section.url }
            : { kind: 'notFound' };
        default:
          return { kind: 'notFound' };
      }
    }
    case 'newsDetail': {
      // An item's page: the type of the section it is shown under decides what the item is.
      const outcome = await query(SectionPageDocument, { lang, urlname: content.urlname! });
      if (!outcome.ok) return failed(outcome);
      const { section } = outcome.data.currentSite;
      switch (section?.type) {
        case 'news':
          return newsDetail(query, request, lang, section, content.id!);
        case 'documents':
          return documentDetail(query, request, lang, section, content.id!);
        case 'videos':
          return videoDetail(query, request, lang, section, content.id!);
        case 'calendar':
          return eventDetail(query, request, lang, section, content.id!);
        case 'photos':
          return albumDetail(query, request, lang, section, content.id!);
        default:
          return { kind: 'notFound' };
      }
    }
    default:
      return found(undefined);
  }
}

/** A news item of a news section; one of another section (or site) is "not found". */
async function newsDetail(
  query: PageQuery,
  request: FastifyRequest,
  lang: Language,
  shown: SectionData,
  id: string,
): Promise<ContentOutcome> {
  const outcome = await query(NewsDetailPageDocument, { lang, urlname: shown.urlname, id });
  if (!outcome.ok) return failed(outcome);
  const { section, newsItem } = outcome.data.currentSite;
  if (section?.type !== 'news' || newsItem?.section !== section.urlname) return { kind: 'notFound' };
  const url = await absoluteUrl(request, itemPath(lang, section.urlname, newsItem.id));
  return found({ kind: 'newsDetail', section, item: newsItem, url });
}

/** The list with the filters the site knows: a category it does not have is ignored like any wrong value. */
async function newsList(
  query: PageQuery,
  lang: Language,
  section: SectionData | null,
  requested: NewsFilters,
): Promise<ContentOutcome> {
  const categories = await query(NewsCategoriesDocument, { lang });
  if (!categories.ok) return failed(categories);
  const { newsCategories } = categories.data.currentSite;
  const known = newsCategories.some((category) => category.id === requested.category);
  const filters = known ? requested : { ...requested, category: null };
  const outcome = await query(NewsListPageDocument, {
    lang,
    section: section?.urlname ?? null,
    page: filters.page,
    pageSize: NEWS_LIST_PAGE_SIZE,
    category: filters.category,
    year: filters.year,
  });
  return outcome.ok
    ? found({ kind: 'newsList', section, filters, list: { ...outcome.data.currentSite, newsCategories } })
    : failed(outcome);
}

type SiteSections = StaticPageQuery['currentSite']['sections'];

/**
 * The page of a `page` section, with its parent (for the breadcrumbs) and the page sections around it: the top
 * page of its group (the parent, or the section itself at the top level) and that page's child pages.
 */
async function staticPage(
  query: PageQuery,
  request: FastifyRequest,
  lang: Language,
  section: NonNullable<SectionPageQuery['currentSite']['section']>,
): Promise<ContentOutcome> {
  const outcome = await query(StaticPageDocument, { lang, urlname: section.urlname });
  if (!outcome.ok) return failed(outcome);
  const { page, sections } = outcome.data.currentSite;
  if (!page) return { kind: 'notFound' };
  const parent = sections.find((candidate) => candidate.urlname === section.parent);
  return found({
    kind: 'page',
    page,
    parent: parent ? linkOf(parent) : null,
    subnav: pageGroup(sections, parent ?? section),
    url: await absoluteUrl(request, sectionPath(lang, section.urlname)),
  });
}

function pageGroup(sections: SiteSections, top: Pick<SectionData, 'urlname' | 'type'>): SectionLink[] {
  const children = sections.filter((candidate) => candidate.parent === top.urlname);
  const group = [...(top.type === 'page' ? [top] : []), ...children];
  const pages = sections.filter(
    (candidate) => candidate.type === 'page' && group.some((member) => member.urlname === candidate.urlname),
  );
  return pages.length > 1 ? pages.map(linkOf) : [];
}
