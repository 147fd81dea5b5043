/** Stored document rows in the contract's shape, in the language served (the fallback rule of news). */
import type { Document, Lang } from '@probation/contract';
import type { documentCategories, documents } from '../db/schema.ts';
import { categoryRef } from './category-ref.ts';
import { pickOptionalText, servedLang } from './localized-text.ts';
import { sectionItemHead } from './section-item.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentCategoryRow = typeof documentCategories.$inferSelect;

/** English counts only when the title has it, and the description too when there is one. */
function hasEnglish(row: DocumentRow): boolean {
  return row.titleEn !== null && (row.descriptionTh === null || row.descriptionEn !== null);
}

export function toDocument(row: DocumentRow, category: DocumentCategoryRow | null, lang: Lang): Document {
  const contentLang = servedLang(lang, hasEnglish(row));
  return {
    ...sectionItemHead(row, contentLang),
    description: pickOptionalText({ th: row.descriptionTh, en: row.descriptionEn }, contentLang),
    category: categoryRef(category, lang),
    date: row.date.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    files: row.files,
    content_lang: contentLang,
  };
}
