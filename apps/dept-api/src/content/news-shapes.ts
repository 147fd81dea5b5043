/** Stored news rows in the contract's shapes: a summary for lists, the whole item for one. */
import type { Lang, News, NewsSummary } from '@probation/contract';
import type { news, newsCategories } from '../db/schema.ts';
import { categoryRef } from './category-ref.ts';
import { pickText, servedLang } from './localized-text.ts';

export type NewsRow = typeof news.$inferSelect;
export type CategoryRow = typeof newsCategories.$inferSelect;

/** English counts only when title, summary and body all have it (writes keep it all or nothing). */
function hasEnglish(row: NewsRow): boolean {
  return row.titleEn !== null && row.summaryEn !== null && row.bodyHtmlEn !== null;
}

export function toNewsSummary(row: NewsRow, category: CategoryRow | null, lang: Lang): NewsSummary {
  const contentLang = servedLang(lang, hasEnglish(row));
  return {
    id: row.id,
    section: row.section,
    title: pickText({ th: row.titleTh, en: row.titleEn }, contentLang),
    summary: pickText({ th: row.summaryTh, en: row.summaryEn }, contentLang),
    cover: row.cover ?? null,
    category: categoryRef(category, lang),
    tags: row.tags,
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    pinned: row.pinned,
    highlight: row.highlight,
    view_count: row.viewCount,
    content_lang: contentLang,
  };
}

export function toNews(row: NewsRow, category: CategoryRow | null, lang: Lang): News {
  const summary = toNewsSummary(row, category, lang);
  return {
    ...summary,
    body_html: pickText({ th: row.bodyHtmlTh, en: row.bodyHtmlEn }, summary.content_lang),
    gallery: row.gallery,
    attachments: row.attachments,
  };
}
