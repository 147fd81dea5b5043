/** Stored video rows in the contract's shape, with the language fallback of decision 0110. */
import type { Lang, Video } from '@probation/contract';
import type { videos } from '../db/schema.ts';
import { pickText, servedLang } from './localized-text.ts';
import { sectionItemHead } from './section-item.ts';

export type VideoRow = typeof videos.$inferSelect;

/** English counts only when title and description both have it (writes keep it all or nothing). */
function hasEnglish(row: VideoRow): boolean {
  return row.titleEn !== null && row.descriptionEn !== null;
}

export function toVideo(row: VideoRow, lang: Lang): Video {
  const contentLang = servedLang(lang, hasEnglish(row));
  return {
    ...sectionItemHead(row, contentLang),
    description: pickText({ th: row.descriptionTh, en: row.descriptionEn }, contentLang),
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    thumbnail: row.thumbnail,
    duration: row.durationSeconds,
    source: row.source,
    content_lang: contentLang,
  };
}
