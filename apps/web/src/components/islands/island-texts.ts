import type { i18n as I18n } from 'i18next';
import { catalogues, type Catalogue, type Language } from '@probation/i18n';
import { catalogueI18n } from '../../shared/texts/catalogue-translator.ts';
import type { IslandName } from './registry.ts';

/**
 * The catalogue sections each island's texts come from (docs/decisions/0415). For an island the browser downloads
 * only these sections of the page language's catalogue (vite-island-texts.ts makes one small module per island and
 * language), not the whole catalogue, which holds every page's texts (11 KB gzipped in Thai). The server renders
 * the island with the same sections, so the two always agree: a key outside them is shown as the key itself by the
 * server too, where the page tests see it, never only after hydration.
 */
export const islandTexts: Record<IslandName, readonly (keyof Catalogue)[]> = {
  gallery: ['albums'],
  documentFiles: ['documents'],
  videoFacade: ['videos'],
};

/** The part of a language's catalogue an island reads. */
export function islandCatalogue(catalogue: Catalogue, island: IslandName): Partial<Catalogue> {
  return Object.fromEntries(islandTexts[island].map((section) => [section, catalogue[section]]));
}

const islandInstances = new Map<string, I18n>();

/**
 * The texts an island is rendered with on the server: the same sections of the catalogue the browser downloads for
 * it (islandTexts above), so the server's HTML is what hydration renders.
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
