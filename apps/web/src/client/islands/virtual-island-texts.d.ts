/** Made by vite-island-texts.ts: for each language and island, its sections of the catalogue (decision 0415). */
declare module 'virtual:island-texts' {
  import type { Catalogue, Language } from '@probation/i18n';

  export const islandTextLoaders: Record<
    Language,
    Record<string, () => Promise<{ default: Partial<Catalogue> }>>
  >;
}
