/**
 * The fallback rule for bilingual content: Thai is always stored, English may be missing. Asked for English,
 * an item without English is served whole in Thai (never half and half) and marked `content_lang: 'th'`.
 */
import type { ContentLang, Lang } from '@probation/contract';
import { badRequest } from '../http/errors.ts';

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

/** An optional text (a description, an address) in the served language; null when the item has none. */
export function pickOptionalText(
  text: { th: string | null; en: string | null },
  lang: ContentLang,
): string | null {
  return text.th === null ? null : pickText({ th: text.th, en: text.en }, lang);
}

/** A text of a write: Thai required, English optional. */
export interface InputText {
  th: string;
  en?: string;
}

/**
 * The English of a write, all or nothing: every named text has `en`, or none has (then null). Anything in
 * between is refused (400) with the fields to give.
 */
export function englishOfInput<K extends string>(
  texts: Partial<Record<K, InputText>>,
): Partial<Record<K, string>> | null {
  const given = Object.entries(texts) as [K, InputText][];
  if (given.every(([, text]) => text.en === undefined)) return null;
  if (given.some(([, text]) => text.en === undefined)) {
    const fields = given.map(([name]) => `${name}.en`);
    const listed = `${fields.slice(0, -1).join(', ')} and ${fields.at(-1) ?? ''}`;
    throw badRequest(`English is all or nothing: give ${listed} together, or none`);
  }
  return Object.fromEntries(given.map(([name, text]) => [name, text.en])) as Partial<Record<K, string>>;
}
