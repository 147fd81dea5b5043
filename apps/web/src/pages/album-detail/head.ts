import { isResizable, variantUrl } from '../../shared/responsive-image.ts';
import { escapeHtml } from '../../server/render/escape-html.ts';
import type { AlbumDetailContent } from './page.ts';

/** Width of the OpenGraph image of an album (a JPEG variant: every network reads JPEG). */
const OG_IMAGE_WIDTH = 1280;

/** An album's head tags: OpenGraph (website, URL, cover image with its size and alt), its description. */
export function albumHeadTags({ album, url }: AlbumDetailContent, origin: string): string[] {
  const tags = [
    '<meta property="og:type" content="website">',
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:updated_time" content="${escapeHtml(album.updatedAt)}">`,
  ];
  const cover = album.cover;
  if (!cover) return [...tags, '<meta name="twitter:card" content="summary">'];
  const resized = isResizable(cover.url) && (cover.width ?? 0) > OG_IMAGE_WIDTH;
  const path = resized ? variantUrl(cover.url, OG_IMAGE_WIDTH, 'jpeg') : cover.url;
  tags.push(
    `<meta property="og:image" content="${escapeHtml(new URL(path, origin).href)}">`,
    `<meta property="og:image:alt" content="${escapeHtml(cover.alt)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
  );
  if (cover.width && cover.height) {
    const width = resized ? OG_IMAGE_WIDTH : cover.width;
    const height = Math.round((cover.height * width) / cover.width);
    tags.push(
      `<meta property="og:image:width" content="${width}">`,
      `<meta property="og:image:height" content="${height}">`,
    );
  }
  return tags;
}
