import type { Language } from '@probation/i18n';

/** `lang` for text in another language than the page's (Thai text served on an English page), else nothing. */
export function langAttribute(contentLang: Language, pageLang: Language): { lang?: Language } {
  return contentLang === pageLang ? {} : { lang: contentLang };
}
