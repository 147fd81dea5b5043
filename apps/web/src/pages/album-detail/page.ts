import { AlbumDetailPageDocument } from '../../shared/generated/graphql.ts';
import type { AlbumData } from '../../shared/page-state.ts';
import type { ItemLoadRequest, PageKind } from '../page-kind.ts';
import { sectionItemPage, type SectionItemContent } from '../section-item-page.ts';
import { albumHeadTags } from './head.ts';

export type AlbumDetailContent = SectionItemContent<AlbumData>;

/** One album of a photos section; an unknown album, or one of another section, is "not found". */
export const albumDetailPage: PageKind<AlbumDetailContent, ItemLoadRequest> = sectionItemPage({
  document: AlbumDetailPageDocument,
  variables: ({ lang, id }) => ({ lang, id }),
  item: (data) => data.currentSite.album,
  description: (album) => album.description || null,
  head: (content, { origin }) => albumHeadTags(content, origin),
});
