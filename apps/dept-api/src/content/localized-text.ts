/**
 * The fallback rule for bilingual content: Thai is always stored, English may be missing. Asked for English,
 * an item without English is served whole in Thai (never half and half) and marked `content_lang: 'th'`.
 */
import type { ContentLang, Lang } from '@probation/contract';

/** One text in both languages as stored: Thai required, English optional (null when missing). */
export interface StoredText {
  th: string;
  en: string | null;
}

/** The language an item is served in: English only when asked for and the item has it. */
export function servedLang(lang: Lang, hasEnglish: boolean): ContentLang {
  return lang === 'en' && hasEnglish ? 'en' : 'th';
}

/** The text in the served language (a label, a title); Thai when English is missing. */
export function pickText(text: StoredText, lang: ContentLang): string {
  return lang === 'en' && text.en !== null ? text.en : text.th;
}
