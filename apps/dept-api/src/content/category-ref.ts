/** A category as an item carries it (news, documents, events): its id and its label in the language asked for. */
import type { CategoryRef, Lang } from '@probation/contract';
import { pickText } from './localized-text.ts';

/** A category row of any kind: its id and its label in both languages. */
export interface LabelledRow {
  id: string;
  labelTh: string;
  labelEn: string;
}

export function categoryRef(category: LabelledRow | null, lang: Lang): CategoryRef | null {
  if (!category) return null;
  return { id: category.id, label: pickText({ th: category.labelTh, en: category.labelEn }, lang) };
}
