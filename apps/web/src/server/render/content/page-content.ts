import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Client } from '@urql/core';
import type { Language } from '@probation/i18n';
import {
  NewsDetailPageDocument,
  NewsCategoriesDocument,
  NewsListPageDocument,
  SectionPageDocument,
  type NewsCategoriesQuery,
} from '../../../shared/generated/graphql.ts';
import { NEWS_LIST_PAGE_SIZE, type NewsFilters } from '../../../shared/news-filters.ts';
import type { PageContent, PageName, SectionData } from '../../../shared/page-state.ts';
import { newsPath } from '../../../shared/routes.ts';
import { runPageQuery, type QueryOutcome } from '../page-query.ts';

export interface ContentRequest {
  page: PageName;
  lang: Language;
  urlname?: string;
  id?: string;
  filters?: NewsFilters;
}

export type ContentOutcome =
  | { kind: 'content'; content: PageContent | undefined }
  | { kind: 'notFound' }
  | { kind: 'failed'; status: number; code: string };

/** The contract's shapes of a section urlname and a news id: anything else names nothing. */
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const newsIdPattern = /^[A-Za-z0-9-]{1,64}$/;

function namesNothing(content: ContentRequest): boolean {
  if (content.urlname !== undefined && (content.urlname.length > 64 || !slugPattern.test(content.urlname))) {
    return true;
  }
  return content.id !== undefined && !newsIdPattern.test(content.id);
}

type Query = <T, V extends object>(
  document: Parameters<typeof runPageQuery<T, V>>[3],
  variables: V,
) => Promise<QueryOutcome<T>>;

/**
 * The page's own data, after the site shell (the home page's news come with its shell): a news list (of a section of type news,
 * or of all news), a news item. A section that is unknown or of another type, or an item that is unknown or
 * not of that section, is "not found".
 */
export async function loadPageContent(
  client: Client,
  request: FastifyRequest,
  reply: FastifyReply,
  content: ContentRequest,
): Promise<ContentOutcome> {
  const query: Query = (document, variables) => runPageQuery(client, request, reply, document, variables);
  const { lang } = content;
  if (namesNothing(content)) return { kind: 'notFound' };
  switch (content.page) {
    case 'moreNews': {
      const outcome = await query(NewsCategoriesDocument, { lang });
      if (!outcome.ok) return failed(outcome);
      return newsList(query, lang, null, outcome.data.currentSite.newsCategories, content.filters!);
    }
    case 'newsList': {
      const outcome = await query(SectionPageDocument, { lang, urlname: content.urlname! });
      if (!outcome.ok) return failed(outcome);
      const { section, newsCategories } = outcome.data.currentSite;
      if (section?.type !== 'news') return { kind: 'notFound' };
      return newsList(query, lang, section, newsCategories, content.filters!);
    }
    case 'newsDetail': {
      const outcome = await query(NewsDetailPageDocument, {
        lang,
        urlname: content.urlname!,
        id: content.id!,
      });
      if (!outcome.ok) return failed(outcome);
      const { section, newsItem } = outcome.data.currentSite;
      if (section?.type !== 'news' || newsItem?.section !== section.urlname) return { kind: 'notFound' };
      const url = `${request.protocol}://${request.host}${newsPath(lang, section.urlname, newsItem.id)}`;
      return found({ kind: 'newsDetail', section, item: newsItem, url });
    }
    default:
      return found(undefined);
  }
}

type Categories = NewsCategoriesQuery['currentSite']['newsCategories'];

/** The list with the filters the site knows: a category it does not have is ignored like any wrong value. */
async function newsList(
  query: Query,
  lang: Language,
  section: SectionData | null,
  newsCategories: Categories,
  requested: NewsFilters,
): Promise<ContentOutcome> {
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

function found(content: PageContent | undefined): ContentOutcome {
  return { kind: 'content', content };
}

function failed(outcome: { status: number; code: string }): ContentOutcome {
  return { kind: 'failed', status: outcome.status, code: outcome.code };
}
