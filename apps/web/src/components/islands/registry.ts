import type { ComponentProps } from 'react';

/**
 * The interactive parts of the pages (docs/decisions/0261). The server renders each inside an `Island`; the
 * browser loads an island's code only when the page has one, so a page without islands ships no React.
 * Adding an island: its component, one line here, the catalogue sections of its texts (island-texts.ts), and
 * `<Island name=… component=… props=…>` where it is shown.
 */
export const islandLoaders = {
  gallery: () => import('../../components/gallery/PhotoGallery.tsx').then((module) => module.PhotoGallery),
  documentFiles: () =>
    import('../../components/documents/DocumentFiles.tsx').then((module) => module.DocumentFiles),
  videoFacade: () => import('../../components/videos/VideoFacade.tsx').then((module) => module.VideoFacade),
};

export type IslandName = keyof typeof islandLoaders;
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>;
export type IslandProps<N extends IslandName> = ComponentProps<IslandComponent<N>>;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandLoaders, name);
}
