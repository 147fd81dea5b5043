/** Reading news and news categories of a site. */
import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Lang, News, NewsSummary, YearCount } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { bangkokYearOf } from './year-facet.ts';
import type { CategorisedContent } from './category-list.ts';
import { listPage, type Paging } from './list-page.ts';
import { news, newsCategories } from '../db/schema.ts';
import { toNews, toNewsSummary } from './news-shapes.ts';

export const categorisedNews: CategorisedContent = {
  categories: newsCategories,
  items: news,
  categoryNoun: 'category',
};

export interface NewsFilter {
  /** Section urlnames (a section and its children); undefined for all sections. */
  sections?: string[];
  categoryId?: string;
  period?: { start: Date; end: Date };
  highlight?: boolean;
}

function conditions(siteId: string, filter: NewsFilter): SQL | undefined {
  const parts: SQL[] = [eq(news.siteId, siteId)];
  if (filter.sections) parts.push(inArray(news.section, filter.sections));
  if (filter.categoryId) parts.push(eq(news.categoryId, filter.categoryId));
  if (filter.period) {
    parts.push(gte(news.publishedAt, filter.period.start), lt(news.publishedAt, filter.period.end));
  }
  if (filter.highlight !== undefined) parts.push(eq(news.highlight, filter.highlight));
  return and(...parts);
}

function selectWithCategory(db: Db) {
  return db.select().from(news).leftJoin(newsCategories, eq(newsCategories.id, news.categoryId)).$dynamic();
}

/** One page of the site's news matching the filter: pinned first, then newest first. */
export async function listNews(
  db: Db,
  siteId: string,
  filter: NewsFilter,
  paging: Paging,
  lang: Lang,
): Promise<{ items: NewsSummary[]; total: number; years: YearCount[] }> {
  const { rows, total, years } = await listPage(
    db,
    {
      table: news,
      select: selectWithCategory(db),
      where: conditions(siteId, filter),
      orderBy: [desc(news.pinned), desc(news.publishedAt), desc(news.id)],
      years: {
        of: bangkokYearOf(news.publishedAt),
        where: conditions(siteId, { ...filter, period: undefined }),
      },
    },
    paging,
  );
  return { items: rows.map((row) => toNewsSummary(row.news, row.news_categories, lang)), total, years };
}

/** The site's news with these ids, in the order asked; unknown ids (or other sites' news) are left out. */
export async function findNewsByIds(
  db: Db,
  siteId: string,
  ids: string[],
  lang: Lang,
): Promise<NewsSummary[]> {
  const rows = await selectWithCategory(db).where(and(eq(news.siteId, siteId), inArray(news.id, ids)));
  const byId = new Map(rows.map((row) => [row.news.id, toNewsSummary(row.news, row.news_categories, lang)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findNews(db: Db, siteId: string, id: string, lang: Lang): Promise<News | null> {
  const [row] = await selectWithCategory(db)
    .where(and(eq(news.siteId, siteId), eq(news.id, id)))
    .limit(1);
  return row ? toNews(row.news, row.news_categories, lang) : null;
}
