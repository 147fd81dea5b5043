import type { i18n as I18n } from 'i18next';
import { catalogues, type Language } from '@probation/i18n';
import { catalogueI18n } from './catalogue-translator.ts';

const instances = new Map<Language, I18n>();

/**
 * The texts of one language for the server's renders: one translator per language, made once and never switched,
 * so concurrent renders in different languages cannot affect each other (catalogue-translator.ts).
 */
export function i18nFor(lang: Language): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = catalogueI18n(lang, catalogues[lang]);
    instances.set(lang, instance);
  }
  return instance;
}
