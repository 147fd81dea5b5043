import { SHARE_IMAGE } from '@probation/contract/rules';
import { escapeHtml } from './escape-html.ts';

/**
 * The OpenGraph image tags of a page: the 1200×630 JPEG dept-api makes of one of its media images
 * (`?variant=share`), because Facebook, X and LINE show no SVG and crop other sizes as they like. An image from
 * elsewhere (a YouTube thumbnail) is named as it is, without a size it may not have.
 */
export function shareImageTags(image: { url: string; alt?: string | null }, origin: string): string[] {
  const tags = [`<meta property="og:image" content="${escapeHtml(shareImageUrl(image.url, origin))}">`];
  if (isOwnMedia(image.url)) {
    tags.push(
      `<meta property="og:image:type" content="${SHARE_IMAGE.type}">`,
      `<meta property="og:image:width" content="${SHARE_IMAGE.width}">`,
      `<meta property="og:image:height" content="${SHARE_IMAGE.height}">`,
    );
  }
  if (image.alt) tags.push(`<meta property="og:image:alt" content="${escapeHtml(image.alt)}">`);
  return tags;
}

/** The absolute URL of the share image of an image (its own URL when it is not one of our media files). */
export function shareImageUrl(url: string, origin: string): string {
  if (!isOwnMedia(url)) return new URL(url, origin).href;
  const path = url.split(/[?#]/, 1)[0]!;
  return new URL(`${path}?variant=share`, origin).href;
}

function isOwnMedia(url: string): boolean {
  return url.startsWith('/media/') && !/\.(gif|pdf)(?:[?#]|$)/i.test(url);
}
