/** Stored page rows in the contract's shape, in the language served (the fallback rule of news). */
import type { Lang, Page } from '@probation/contract';
import type { pages } from '../db/schema.ts';
import { pickText, servedLang } from './localized-text.ts';

export type PageRow = typeof pages.$inferSelect;

/** English counts only when title and body have it, and the summary too when there is one. */
function hasEnglish(row: PageRow): boolean {
  return (
    row.titleEn !== null && row.bodyHtmlEn !== null && (row.summaryTh === null || row.summaryEn !== null)
  );
}

export function toPage(row: PageRow, lang: Lang): Page {
  const contentLang = servedLang(lang, hasEnglish(row));
  return {
    urlname: row.urlname,
    title: pickText({ th: row.titleTh, en: row.titleEn }, contentLang),
    summary: row.summaryTh === null ? null : pickText({ th: row.summaryTh, en: row.summaryEn }, contentLang),
    body_html: pickText({ th: row.bodyHtmlTh, en: row.bodyHtmlEn }, contentLang),
    updated_at: row.updatedAt.toISOString(),
    content_lang: contentLang,
  };
}
