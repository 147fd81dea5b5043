/** Stored news rows in the contract's shapes: a summary for lists, the whole item for one. */
import type { ContentLang, Image, Lang, News, NewsSummary } from '@probation/contract';
import type { news, newsCategories, StoredImage } from '../db/schema.ts';
import { categoryRef } from './category-ref.ts';
import { pickText, servedLang } from './localized-text.ts';
import { sectionItemHead } from './section-item.ts';

export type NewsRow = typeof news.$inferSelect;
export type CategoryRow = typeof newsCategories.$inferSelect;

/** English counts only when title, summary and body all have it (writes keep it all or nothing). */
function hasEnglish(row: NewsRow): boolean {
  return row.titleEn !== null && row.summaryEn !== null && row.bodyHtmlEn !== null;
}

/** The cover with its alt text in the language the item is served in (Thai when it has no English). */
function coverOf(cover: StoredImage | null, lang: ContentLang): Image | null {
  if (!cover || typeof cover.alt === 'string') return (cover as Image | null) ?? null;
  return { ...cover, alt: pickText(cover.alt, lang) };
}

export function toNewsSummary(row: NewsRow, category: CategoryRow | null, lang: Lang): NewsSummary {
  const contentLang = servedLang(lang, hasEnglish(row));
  return {
    ...sectionItemHead(row, contentLang),
    summary: pickText({ th: row.summaryTh, en: row.summaryEn }, contentLang),
    cover: coverOf(row.cover ?? null, contentLang),
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
