/** Reading news and news categories of a site. */
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Category, Lang, News, NewsSummary, YearCount } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { bangkokYearOf, yearsWithItems } from './year-facet.ts';
import { listCategoriesWithCounts } from './category-list.ts';
import { news, newsCategories } from '../db/schema.ts';
import { toNews, toNewsSummary, type CategoryRow } from './news-shapes.ts';

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
  return db.select().from(news).leftJoin(newsCategories, eq(newsCategories.id, news.categoryId));
}

export async function listNews(
  db: Db,
  siteId: string,
  filter: NewsFilter,
  paging: { page: number; pageSize: number },
  lang: Lang,
): Promise<{ items: NewsSummary[]; total: number; years: YearCount[] }> {
  const where = conditions(siteId, filter);
  const years = await yearsWithItems(
    db,
    news,
    bangkokYearOf(news.publishedAt),
    conditions(siteId, { ...filter, period: undefined }),
  );
  const [totalRow] = await db.select({ n: count() }).from(news).where(where);
  const rows = await selectWithCategory(db)
    .where(where)
    .orderBy(desc(news.pinned), desc(news.publishedAt), desc(news.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  return {
    items: rows.map((row) => toNewsSummary(row.news, row.news_categories, lang)),
    total: totalRow?.n ?? 0,
    years,
  };
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

export async function findCategoryRow(db: Db, id: string): Promise<CategoryRow | null> {
  const [row] = await db.select().from(newsCategories).where(eq(newsCategories.id, id)).limit(1);
  return row ?? null;
}

/** Every category in its fixed order with the number of this site's news in it; with sections, only theirs. */
export function listCategories(
  db: Db,
  siteId: string,
  lang: Lang,
  sections?: readonly string[],
): Promise<Category[]> {
  return listCategoriesWithCounts(
    db,
    { categories: newsCategories, items: news },
    { siteId, sections },
    lang,
  );
}
