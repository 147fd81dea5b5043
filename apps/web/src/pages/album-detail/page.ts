import { AlbumDetailPageDocument } from '../../shared/generated/graphql.ts';
import type { AlbumData, SectionData } from '../../shared/page-state.ts';
import { itemPath } from '../../shared/routes.ts';
import { failed, found, notFound, sectionOnly, type ItemLoadRequest, type PageKind } from '../page-kind.ts';
import { albumHeadTags } from './head.ts';

export interface AlbumDetailContent {
  section: SectionData;
  album: AlbumData;
  /** The absolute URL of the page (share links, OpenGraph). */
  url: string;
}

/** One album of a photos section; an unknown album, or one of another section, is "not found". */
export const albumDetailPage: PageKind<AlbumDetailContent, ItemLoadRequest> = {
  component: () => import('./AlbumDetailPage.tsx').then((module) => module.AlbumDetailPage),
  async load({ query, lang, section, id, absoluteUrl }) {
    const outcome = await query(AlbumDetailPageDocument, { lang, id });
    if (!outcome.ok) return failed(outcome);
    const { album } = outcome.data.currentSite;
    if (album?.section !== section.urlname) return notFound;
    const url = await absoluteUrl(itemPath(lang, section.urlname, album.id));
    return found({ section: sectionOnly(section), album, url });
  },
  title: ({ content }) => content.album.title,
  description: ({ content }) => content.album.description || null,
  head: ({ content, origin }) => albumHeadTags(content, origin),
};
