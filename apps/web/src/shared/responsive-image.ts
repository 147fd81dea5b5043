import { MEDIA_WIDTHS, type MediaFormat } from '@probation/contract/rules';

/**
 * The `srcset` of an image served by the department API's /media (through the website's /media proxy):
 * one candidate per width of the contract's list that is narrower than the image, and the image's own width
 * last (asked as the next listed width: the API never makes an image larger). Only raster files under /media
 * can be resized; anything else (SVG, other hosts) is used as it is.
 */
const RESIZABLE = /^\/media\/[^?#]+\.(jpe?g|png|webp)$/i;

export function isResizable(url: string): boolean {
  return RESIZABLE.test(url);
}

/** The URL of one variant: `/media/albums/x.jpg?w=640&format=webp`. */
export function variantUrl(url: string, width: number, format: MediaFormat): string {
  return `${url}?w=${width}&format=${format}`;
}

export function srcSetOf(url: string, intrinsicWidth: number, format: MediaFormat): string {
  const candidates = MEDIA_WIDTHS.filter((width) => width < intrinsicWidth).map(
    (width) => `${variantUrl(url, width, format)} ${width}w`,
  );
  const ownWidth = MEDIA_WIDTHS.find((width) => width >= intrinsicWidth);
  if (ownWidth !== undefined) candidates.push(`${variantUrl(url, ownWidth, format)} ${intrinsicWidth}w`);
  return candidates.join(', ');
}

/** The `src` of the fallback `<img>`: a medium JPEG, never the original. */
export function fallbackSrc(url: string, intrinsicWidth: number): string {
  const width = MEDIA_WIDTHS.find((candidate) => candidate >= Math.min(intrinsicWidth, 960)) ?? 960;
  return variantUrl(url, width, 'jpeg');
}
