import { z } from 'zod';
import { isMediaPath, YOUTUBE_VIDEO_ID_PATTERN } from '@probation/contract/rules';
import type { Captions, VideoSource } from '../graphql/generated/resolvers-types.ts';
import type { VideoSource as UpstreamVideoSource } from '../upstream/contract-types.ts';

/**
 * A video's source as the pages use it, checked again here (the contract's rules, with zod) because its
 * addresses end up in a `src`: a hosted file and its captions must be the contract's MediaPath (`isMediaPath`), a
 * YouTube id 11 safe characters, a Facebook video a https://www.facebook.com/ address. The player addresses are built here, never taken from
 * the upstream: YouTube's privacy-enhanced host (no cookies before play) and Facebook's video plugin.
 */
const mediaPath = z.string().refine(isMediaPath);
const captionsPath = mediaPath.refine((path) => path.endsWith('.vtt'));

const upstreamSource = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('file'),
    url: mediaPath,
    mime_type: z.enum(['video/webm', 'video/mp4']),
    size: z.number().int().positive(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    captions: z.object({ th: captionsPath.optional(), en: captionsPath.optional() }).optional(),
  }),
  z.object({ kind: z.literal('youtube'), video_id: z.string().regex(YOUTUBE_VIDEO_ID_PATTERN) }),
  z.object({
    kind: z.literal('facebook'),
    url: z
      .string()
      .max(500)
      .regex(/^https:\/\/www\.facebook\.com\/[A-Za-z0-9._~%/?=&-]+$/),
  }),
]);

export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
export const FACEBOOK_ORIGIN = 'https://www.facebook.com';

/** The source in the schema's shape, or null when the upstream sent one the pages must not use. */
export function mapVideoSource(source: UpstreamVideoSource): VideoSource | null {
  const parsed = upstreamSource.safeParse(source);
  if (!parsed.success) return null;
  const checked = parsed.data;
  switch (checked.kind) {
    case 'file': {
      const captions: Captions[] = (['th', 'en'] as const).flatMap((lang) => {
        const url = checked.captions?.[lang];
        return url ? [{ lang, url }] : [];
      });
      return {
        kind: 'file',
        url: checked.url,
        embedUrl: null,
        mimeType: checked.mime_type,
        size: checked.size,
        width: checked.width,
        height: checked.height,
        captions,
      };
    }
    case 'youtube':
      return {
        ...externalSource,
        kind: 'youtube',
        url: `https://www.youtube.com/watch?v=${checked.video_id}`,
        embedUrl: `${YOUTUBE_EMBED_ORIGIN}/embed/${checked.video_id}?autoplay=1`,
      };
    case 'facebook':
      return {
        ...externalSource,
        kind: 'facebook',
        url: checked.url,
        embedUrl: `${FACEBOOK_ORIGIN}/plugins/video.php?href=${encodeURIComponent(checked.url)}&show_text=false&autoplay=true`,
      };
  }
}

const externalSource = { mimeType: null, size: null, width: null, height: null, captions: [] };
