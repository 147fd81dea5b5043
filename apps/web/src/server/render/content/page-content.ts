import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Client } from '@urql/core';
import type { Language } from '@probation/i18n';
import {
  CalendarPageDocument,
  EventCategoriesDocument,
  EventDetailPageDocument,
  NewsDetailPageDocument,
  NewsCategoriesDocument,
  NewsListPageDocument,
  SectionPageDocument,
  StaticPageDocument,
  VideoDetailPageDocument,
  VideoListPageDocument,
  type SectionPageQuery,
  type StaticPageQuery,
} from '../../../shared/generated/graphql.ts';
import { NEWS_LIST_PAGE_SIZE, type NewsFilters } from '../../../shared/news-filters.ts';
import type { PageName, SectionData, SectionLink } from '../../../shared/page-state.ts';
import { eventPath, newsPath, sectionPath, videoPath } from '../../../shared/routes.ts';
import type { CalendarParams } from '../../../shared/calendar-params.ts';
import {
  addMonths,
  bangkokDay,
  firstDay,
  monthKey,
  monthOf,
  parseMonthKey,
} from '../../../shared/calendar-month.ts';
import { runPageQuery } from '../page-query.ts';
import {
  absoluteUrl,
  failed,
  found,
  linkOf,
  sectionOnly,
  type ContentOutcome,
  type PageQuery,
} from './content-outcome.ts';
import { albumDetail, albumList } from './album-content.ts';
import { documentDetail, documentList } from './document-content.ts';

/** Videos per page of a videos list (a multiple of 2 and 3 fills the grid's rows). */
const VIDEO_LIST_PAGE_SIZE = 12;

export interface ContentRequest {
  page: PageName;
  lang: Language;
  urlname?: string;
  id?: string;
  filters?: NewsFilters;
  /** The validated month, view and category of a calendar section (from its query string). */
  calendar?: CalendarParams;
}

/** The contract's shapes of a section urlname and a news id: anything else names nothing. */
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const newsIdPattern = /^[A-Za-z0-9-]{1,64}$/;

function namesNothing(content: ContentRequest): boolean {
  if (content.urlname !== undefined && (content.urlname.length > 64 || !slugPattern.test(content.urlname))) {
    return true;
  }
  return content.id !== undefined && !newsIdPattern.test(content.id);
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
  const url = absoluteUrl(request, newsPath(lang, section.urlname, newsItem.id));
  return found({ kind: 'newsDetail', section, item: newsItem, url });
}

/** A videos section's list: a page of its videos, filtered by year (a videos list has no categories). */
async function videoList(
  query: PageQuery,
  lang: Language,
  section: SectionData,
  requested: NewsFilters,
): Promise<ContentOutcome> {
  const filters = { ...requested, category: null };
  const outcome = await query(VideoListPageDocument, {
    lang,
    section: section.urlname,
    page: filters.page,
    pageSize: VIDEO_LIST_PAGE_SIZE,
    year: filters.year,
  });
  if (!outcome.ok) return failed(outcome);
  const { videos } = outcome.data.currentSite;
  return found({ kind: 'videoList', section: sectionOnly(section), filters, videos });
}

/** A video of a videos section; one of another section (or site) is "not found". */
async function videoDetail(
  query: PageQuery,
  request: FastifyRequest,
  lang: Language,
  section: SectionData,
  id: string,
): Promise<ContentOutcome> {
  const outcome = await query(VideoDetailPageDocument, { lang, urlname: section.urlname, id });
  if (!outcome.ok) return failed(outcome);
  const { video } = outcome.data.currentSite;
  if (video?.section !== section.urlname) return { kind: 'notFound' };
  const url = absoluteUrl(request, videoPath(lang, section.urlname, video.id));
  return found({ kind: 'videoDetail', section: sectionOnly(section), video, url });
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

/**
 * A calendar section: the month asked for (else the current month, in Asia/Bangkok), as a grid or an agenda
 * (the agenda of the current month starts today). A category the site does not have is ignored.
 */
async function calendarPage(
  query: PageQuery,
  lang: Language,
  section: SectionData,
  requested: CalendarParams,
): Promise<ContentOutcome> {
  const categories = await query(EventCategoriesDocument, { lang });
  if (!categories.ok) return failed(categories);
  const { eventCategories } = categories.data.currentSite;
  const known = eventCategories.some((category) => category.id === requested.category);
  const params = known ? requested : { ...requested, category: null };
  const today = bangkokDay(new Date());
  const month = params.month ? parseMonthKey(params.month) : monthOf(today);
  const first = firstDay(month);
  const next = firstDay(addMonths(month, 1));
  const from = params.view === 'agenda' && today > first && today < next ? today : first;
  const outcome = await query(CalendarPageDocument, {
    lang,
    from,
    to: next,
    section: section.urlname,
    category: params.category,
  });
  if (!outcome.ok) return failed(outcome);
  const { events } = outcome.data.currentSite;
  return found({
    kind: 'calendar',
    section: sectionOnly(section),
    params,
    month: monthKey(month),
    today,
    from,
    events: events.items,
    total: events.total,
    categories: eventCategories,
  });
}

/** An event of a calendar section; an unknown event, or one of another section, is "not found". */
async function eventDetail(
  query: PageQuery,
  request: FastifyRequest,
  lang: Language,
  section: SectionData,
  id: string,
): Promise<ContentOutcome> {
  const outcome = await query(EventDetailPageDocument, { lang, id });
  if (!outcome.ok) return failed(outcome);
  const { event } = outcome.data.currentSite;
  if (!event || event.section !== section.urlname) return { kind: 'notFound' };
  const url = absoluteUrl(request, eventPath(lang, section.urlname, event.id));
  return found({
    kind: 'eventDetail',
    section: sectionOnly(section),
    event,
    url,
  });
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
    url: absoluteUrl(request, sectionPath(lang, section.urlname)),
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
