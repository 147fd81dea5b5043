import { VideoDetailPageDocument } from '../../shared/generated/graphql.ts';
import type { SectionData, VideoData } from '../../shared/page-state.ts';
import { itemPath } from '../../shared/routes.ts';
import { failed, found, notFound, sectionOnly, type ItemLoadRequest, type PageKind } from '../page-kind.ts';
import { firstParagraph, videoHeadTags } from './head.ts';

export interface VideoDetailContent {
  section: SectionData;
  video: VideoData;
  /** The absolute URL of the page (share links, JSON-LD, OpenGraph). */
  url: string;
}

/** A video of a videos section; one of another section (or site) is "not found". */
export const videoDetailPage: PageKind<VideoDetailContent, ItemLoadRequest> = {
  component: () => import('./VideoDetailPage.tsx').then((module) => module.VideoDetailPage),
  async load({ query, lang, section, id, absoluteUrl }) {
    const outcome = await query(VideoDetailPageDocument, { lang, urlname: section.urlname, id });
    if (!outcome.ok) return failed(outcome);
    const { video } = outcome.data.currentSite;
    if (video?.section !== section.urlname) return notFound;
    const url = await absoluteUrl(itemPath(lang, section.urlname, video.id));
    return found({ section: sectionOnly(section), video, url });
  },
  title: ({ content }) => content.video.title,
  description: ({ content }) => firstParagraph(content.video.description) || null,
  head: ({ state, content, origin }) => videoHeadTags(state, content, origin),
};
