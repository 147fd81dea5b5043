import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@probation/i18n';
import { i18nFor } from '../runtime/i18n.ts';
import { isIslandName, islandLoaders } from './registry.ts';

/** Marks the island once React has hydrated it (browser tests and styles can tell a live island). */
function HydrationMark({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = 'true';
  }, [element]);
  return children;
}

/**
 * Hydrates one island as its own React root with the prefix and props the server wrote. This module is where
 * React enters the browser: it loads only when a page's island is about to be used.
 */
export async function hydrateIsland(element: HTMLElement, lang: Language): Promise<void> {
  const name = element.dataset.island;
  if (!isIslandName(name)) throw new Error(`Unknown island ${String(name)}`);
  const Component = (await islandLoaders[name]()) as ComponentType<object>;
  const props = JSON.parse(element.dataset.islandProps ?? '{}') as object;
  hydrateRoot(
    element,
    <HydrationMark element={element}>
      <I18nextProvider i18n={i18nFor(lang)}>
        <Component {...props} />
      </I18nextProvider>
    </HydrationMark>,
    { identifierPrefix: element.dataset.islandPrefix ?? '' },
  );
}
