import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { TextsProvider } from '../../components/text/texts-context.tsx';
import type { Language } from '@probation/i18n';
import type { i18n as I18n } from 'i18next';
import { islandTextLoaders } from 'virtual:island-texts';
import { catalogueI18n } from '../../shared/texts/catalogue-translator.ts';
import { isIslandName, islandLoaders, type IslandName } from '../../components/islands/registry.ts';

/** Marks the island once React has hydrated it (browser tests and styles can tell a live island). */
function HydrationMark({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = 'true';
  }, [element]);
  return children;
}

const translators = new Map<string, Promise<I18n>>();

/**
 * The island's texts: its sections of the page language's catalogue only (island-texts.ts, decision 0415); the
 * rest of the catalogue and the other language are never downloaded.
 */
function textsOf(lang: Language, island: IslandName): Promise<I18n> {
  const key = `${lang}-${island}`;
  let translator = translators.get(key);
  if (!translator) {
    translator = islandTextLoaders[lang][island]!().then((module) => catalogueI18n(lang, module.default));
    translators.set(key, translator);
  }
  return translator;
}

/**
 * Hydrates one island as its own React root with the prefix and props the server wrote. This module is where
 * React enters the browser: it loads only when a page's island is about to be used.
 */
export async function hydrateIsland(element: HTMLElement, lang: Language): Promise<void> {
  const name = element.dataset.island;
  if (!isIslandName(name)) throw new Error(`Unknown island ${String(name)}`);
  const [Component, i18n] = await Promise.all([
    islandLoaders[name]() as Promise<ComponentType<object>>,
    textsOf(lang, name),
  ]);
  const props = JSON.parse(element.dataset.islandProps ?? '{}') as object;
  hydrateRoot(
    element,
    <HydrationMark element={element}>
      <TextsProvider i18n={i18n}>
        <Component {...props} />
      </TextsProvider>
    </HydrationMark>,
    { identifierPrefix: element.dataset.islandPrefix ?? '' },
  );
}
