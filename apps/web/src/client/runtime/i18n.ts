import type { i18n as I18n } from 'i18next';
import { catalogues, type Language } from '@probation/i18n';
import { catalogueI18n } from './catalogue-translator.ts';
import { islandCatalogue } from '../islands/island-texts.ts';
import type { IslandName } from '../islands/registry.ts';

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

const islandInstances = new Map<string, I18n>();

/**
 * The texts an island is rendered with on the server: the same sections of the catalogue the browser downloads for
 * it (islands/island-texts.ts), so the server's HTML is what hydration renders.
 */
export function islandI18nFor(lang: Language, island: IslandName): I18n {
  const key = `${lang}-${island}`;
  let instance = islandInstances.get(key);
  if (!instance) {
    instance = catalogueI18n(lang, islandCatalogue(catalogues[lang], island));
    islandInstances.set(key, instance);
  }
  return instance;
}
