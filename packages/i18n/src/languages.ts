export const languages = ['th', 'en'] as const;
export type Language = (typeof languages)[number];

/** requirements.md §1.2: the default language for layouts is Thai. */
export const defaultLanguage: Language = 'th';

export function isLanguage(value: unknown): value is Language {
  return value === 'th' || value === 'en';
}

export function otherLanguage(lang: Language): Language {
  return lang === 'th' ? 'en' : 'th';
}

/** BCP 47 tags for `<html lang>`, hreflang and Intl. */
export const languageTags: Record<Language, string> = { th: 'th-TH', en: 'en' };
