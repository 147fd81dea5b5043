import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@probation/i18n';
import type { i18n as I18n } from 'i18next';
import { catalogueI18n } from '../runtime/catalogue-translator.ts';
import { config as zodConfig } from 'zod/mini';
import { isIslandName, islandLoaders } from './registry.ts';

// zod's JIT object parser (classic zod) probes `new Function('')`, which the CSP (script-src 'self') refuses and
// reports even though zod catches it. The islands' schemas use zod/mini, which does not probe; this keeps it so
// if a classic schema ever reaches an island.
zodConfig({ jitless: true });

/** Marks the island once React has hydrated it (browser tests and styles can tell a live island). */
function HydrationMark({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = 'true';
  }, [element]);
  return children;
}

const translators = new Map<Language, Promise<I18n>>();

/** The page language's texts only (the other catalogue is never downloaded). */
function textsOf(lang: Language): Promise<I18n> {
  let translator = translators.get(lang);
  if (!translator) {
    translator = (
      lang === 'th'
        ? import('@probation/i18n/catalogue/th').then((module) => module.th)
        : import('@probation/i18n/catalogue/en').then((module) => module.en)
    ).then((catalogue) => catalogueI18n(lang, catalogue));
    translators.set(lang, translator);
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
    textsOf(lang),
  ]);
  const props = JSON.parse(element.dataset.islandProps ?? '{}') as object;
  hydrateRoot(
    element,
    <HydrationMark element={element}>
      <I18nextProvider i18n={i18n}>
        <Component {...props} />
      </I18nextProvider>
    </HydrationMark>,
    { identifierPrefix: element.dataset.islandPrefix ?? '' },
  );
}
