import { languageTags } from '@probation/i18n';
import { scriptSafeJson } from '../../shared/page-state-json.ts';
import { isoDuration } from '../../shared/video-duration.ts';
import { escapeHtml } from '../../server/render/escape-html.ts';
import { shareImageTags } from '../../server/render/share-image.ts';
import type { VideoData } from '../../shared/page-state.ts';
import type { SectionItemContent } from '../section-item-page.ts';

type VideoDetailContent = SectionItemContent<VideoData>;

type VideoDetail = VideoDetailContent;

/**
 * The head tags of a video's page: OpenGraph (video.other, thumbnail, and og:video for a hosted file, which
 * plays from this site), the description, and a VideoObject in JSON-LD (data, not code: CSP stays script-src
 * 'self'), written so nothing in it can close its script tag.
 */
export function videoHeadTags(siteName: string, content: VideoDetail, origin: string): string[] {
  const { item: video, url } = content;
  const thumbnail = new URL(video.thumbnail.url, origin).href;
  const tags = [
    '<meta property="og:type" content="video.other">',
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="video:duration" content="${video.duration}">`,
    `<meta property="video:release_date" content="${escapeHtml(video.publishedAt)}">`,
    ...shareImageTags(video.thumbnail, origin),
  ];
  const { source } = video;
  if (source.kind === 'file') {
    const file = new URL(source.url, origin).href;
    tags.push(
      `<meta property="og:video" content="${escapeHtml(file)}">`,
      `<meta property="og:video:type" content="${escapeHtml(source.mimeType ?? 'video/webm')}">`,
      `<meta property="og:video:width" content="${source.width ?? 640}">`,
      `<meta property="og:video:height" content="${source.height ?? 360}">`,
      '<meta name="twitter:card" content="summary_large_image">',
    );
  } else {
    tags.push('<meta name="twitter:card" content="summary_large_image">');
  }
  tags.push(
    `<script type="application/ld+json">${scriptSafeJson(videoObject(siteName, content, thumbnail, origin))}</script>`,
  );
  return tags;
}

/** A video's description as its page's meta description: the first paragraph. */
export function firstParagraph(text: string): string {
  return text.split(/\n\s*\n/)[0]?.trim() ?? '';
}

function videoObject(siteName: string, { item: video, url }: VideoDetail, thumbnail: string, origin: string) {
  const { source } = video;
  const where =
    source.kind === 'file'
      ? { contentUrl: new URL(source.url, origin).href, encodingFormat: source.mimeType ?? undefined }
      : { embedUrl: source.embedUrl ?? undefined, url: source.url };
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: video.description,
    thumbnailUrl: [thumbnail],
    uploadDate: video.publishedAt,
    duration: isoDuration(video.duration),
    inLanguage: languageTags[video.contentLang],
    mainEntityOfPage: url,
    ...where,
    publisher: { '@type': 'GovernmentOrganization', name: siteName },
  };
}
