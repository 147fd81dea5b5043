import type { Language } from '@probation/i18n';

/** `lang` for text in another language than the page's (Thai text served on an English page), else nothing. */
export function langAttribute(contentLang: Language, pageLang: Language): { lang?: Language } {
  return contentLang === pageLang ? {} : { lang: contentLang };
}

/**
 * The language of a text that carries none (a section's title, a menu label, a file name, a tag) when its script
 * shows it is not in the language around it, `around` (the page's, or the item's): Thai script is Thai, Latin
 * letters without Thai are English (decision 0246). Thai with a Latin word inside ("ไฟล์ PDF") is Thai.
 */
export function foreignLang(text: string | null | undefined, around: Language): Language | undefined {
  const lang = scriptLang(text);
  return lang && lang !== around ? lang : undefined;
}

/** `lang` for an element holding only such a text, as JSX spreads it. */
export function foreignLangAttribute(text: string | null | undefined, around: Language): { lang?: Language } {
  const lang = foreignLang(text, around);
  return lang ? { lang } : {};
}

/**
 * `lang` for an item's title: the language its script shows when the whole title is in one script (an English
 * name an editor typed in the Thai field is English, decision 0246), else its content language; nothing when that
 * is the page's. A title mixing scripts ("ประชุม EM", "A visit to วัดพระธาตุ") keeps its content language.
 */
export function titleLangAttribute(
  title: string,
  contentLang: Language,
  pageLang: Language,
): { lang?: Language } {
  const thai = THAI_SCRIPT.test(title);
  const latin = LATIN_LETTERS.test(title);
  const lang = thai && !latin ? 'th' : latin && !thai ? 'en' : contentLang;
  return lang === pageLang ? {} : { lang };
}

function scriptLang(text: string | null | undefined): Language | undefined {
  if (!text) return undefined;
  if (THAI_SCRIPT.test(text)) return 'th';
  return LATIN_LETTERS.test(text) ? 'en' : undefined;
}

const THAI_SCRIPT = /[\u0E00-\u0E7F]/u;
const LATIN_LETTERS = /[A-Za-z]{2}/u;
