/** Reading news and news categories of a site. */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Lang, News, NewsSummary } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { bangkokYearOf } from './year-facet.ts';
import { selectWithCategory, type CategorisedContent } from './category-list.ts';
import { yearListed } from './list-page.ts';
import { itemFinder } from './item-finder.ts';
import { news, newsCategories } from '../db/schema.ts';
import { toNews, toNewsSummary } from './news-shapes.ts';
import { siteContentConditions, within, type DatedContentFilter } from './site-content-conditions.ts';

export const categorisedNews: CategorisedContent = {
  categories: newsCategories,
  items: news,
  categoryNoun: 'category',
};

export interface NewsFilter extends DatedContentFilter {
  highlight?: boolean;
}

function conditions(siteId: string, filter: NewsFilter): SQL | undefined {
  const parts = [...siteContentConditions(news, siteId, filter), ...within(news.publishedAt, filter.period)];
  if (filter.highlight !== undefined) parts.push(eq(news.highlight, filter.highlight));
  return and(...parts);
}

const newsRows = { table: news, select: selectWithCategory(news, newsCategories) };

/** One page of the site's news matching the filter: pinned first, then newest first. */
export const listNews = yearListed({
  ...newsRows,
  where: conditions,
  pinnedFirst: news.pinned,
  date: { column: news.publishedAt, yearOf: bangkokYearOf, filterField: 'period' },
  item: (row, lang): NewsSummary => toNewsSummary(row.news, row.news_categories, lang),
});

/** The site's news with these ids, in the order asked; unknown ids (or other sites' news) are left out. */
export async function findNewsByIds(
  db: Db,
  siteId: string,
  ids: string[],
  lang: Lang,
): Promise<NewsSummary[]> {
  const rows = await newsRows.select(db).where(and(eq(news.siteId, siteId), inArray(news.id, ids)));
  const byId = new Map(rows.map((row) => [row.news.id, toNewsSummary(row.news, row.news_categories, lang)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const findNews = itemFinder({
  ...newsRows,
  item: (row, lang): News => toNews(row.news, row.news_categories, lang),
});
