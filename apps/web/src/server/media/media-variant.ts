import { MEDIA_FORMATS, MEDIA_VARIANTS, MEDIA_WIDTHS } from '@probation/contract/rules';
import type { MediaVariant } from '../upstream/contract-types.ts';

/**
 * The image variant a `/media/*` request asks for (`?w=640&format=webp`, `?variant=share`), checked against the department API's
 * lists before anything is sent upstream; null when a value is not in them (the caller answers 400). Other
 * query parameters are ignored.
 */
export function mediaVariantOf(query: Record<string, unknown>): MediaVariant | null {
  const variant: MediaVariant = {};
  if (query.w !== undefined) {
    const width = MEDIA_WIDTHS.find((candidate) => String(candidate) === query.w);
    if (width === undefined) return null;
    variant.w = width;
  }
  if (query.format !== undefined) {
    const format = MEDIA_FORMATS.find((candidate) => candidate === query.format);
    if (format === undefined) return null;
    variant.format = format;
  }
  if (query.variant !== undefined) {
    const named = MEDIA_VARIANTS.find((candidate) => candidate === query.variant);
    if (named === undefined) return null;
    variant.variant = named;
  }
  return variant;
}
