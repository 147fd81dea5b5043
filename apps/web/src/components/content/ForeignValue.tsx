import type { Language } from '@probation/i18n';
import { markValue } from '../text/mark-value.tsx';
import { foreignLang } from './lang-attribute.ts';

/**
 * A translated sentence around a value with no language of its own (a section's title in "Pages in {{title}}"):
 * the value is marked with its script's language when that is not the page's, which an aria-label could not do
 * (decision 0246).
 */
export function ForeignValue({ text, value, lang }: { text: string; value: string; lang: Language }) {
  const valueLang = foreignLang(value, lang);
  return markValue(text, value, (shown) => (valueLang ? <span lang={valueLang}>{shown}</span> : shown));
}
