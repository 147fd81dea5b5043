import { VideoDetailPageDocument } from '../../shared/generated/graphql.ts';
import type { VideoData } from '../../shared/page-state.ts';
import type { ItemLoadRequest, PageKind } from '../page-kind.ts';
import { sectionItemPage, type SectionItemContent } from '../section-item-page.ts';
import { firstParagraph, videoHeadTags } from './head.ts';

export type VideoDetailContent = SectionItemContent<VideoData>;

/** A video of a videos section; one of another section (or site) is "not found". */
export const videoDetailPage: PageKind<VideoDetailContent, ItemLoadRequest> = sectionItemPage({
  document: VideoDetailPageDocument,
  variables: ({ lang, section, id }) => ({ lang, urlname: section.urlname, id }),
  item: (data) => data.currentSite.video,
  description: (video) => firstParagraph(video.description) || null,
  head: (content, { site, origin }) => videoHeadTags(site.layout.siteName, content, origin),
});
