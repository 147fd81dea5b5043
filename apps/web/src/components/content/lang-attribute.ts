import type { Language } from '@probation/i18n';

/** `lang` for text in another language than the page's (Thai text served on an English page), else nothing. */
export function langAttribute(contentLang: Language, pageLang: Language): { lang?: Language } {
  return contentLang === pageLang ? {} : { lang: contentLang };
}

/**
 * The language of a text that carries none (a file name, an untranslated alt text): Thai script is Thai. Marking it
 * on a Thai page too is redundant but harmless; unmarked on an English page it would be read with an English voice.
 */
export function writtenLang(text: string | null | undefined): Language | undefined {
  return text && THAI_SCRIPT.test(text) ? 'th' : undefined;
}

const THAI_SCRIPT = /[\u0E00-\u0E7F]/u;
