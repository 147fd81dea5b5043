/**
 * The image sizes and formats of `GET /media/{path}?w=&format=` (openapi.yaml lists the same values; the
 * contract test checks they agree). A module of its own, free of Node imports, so browser code can use it too.
 */
/** Widths raster images are resized to (nothing else, so nobody can make the server render arbitrary sizes). */
export const MEDIA_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
/** Formats raster images are converted to. */
export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
/** Fixed variants: `share` is a 1200×630 JPEG for link previews (og:image). */
export const MEDIA_VARIANTS = ['share'] as const;
export type MediaVariantName = (typeof MEDIA_VARIANTS)[number];
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;
