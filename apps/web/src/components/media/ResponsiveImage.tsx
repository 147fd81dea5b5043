import { isContentUrl } from '@probation/contract/rules';
import type { Language } from '@probation/i18n';
import { fallbackSrc, isResizable, srcSetOf } from '../../shared/responsive-image.ts';

export type ImageLoad = 'lazy' | 'eager' | 'priority';

/**
 * How the index-th image of a list loads when the first `eagerCount` are above the fold: the first one first
 * (`fetchpriority="high"`, the likely largest paint: only one per page, so `firstFirst` is false for a list
 * below another one), the others at once, the rest lazily.
 */
export function loadInList(index: number, eagerCount: number, firstFirst = true): ImageLoad {
  if (index >= eagerCount) return 'lazy';
  return index === 0 && firstFirst ? 'priority' : 'eager';
}

export interface ResponsiveImageSource {
  url: string;
  alt?: string;
  width?: number | null;
  height?: number | null;
}

/**
 * An image in sizes that suit its place: for a raster file of /media a `<picture>` with AVIF and WebP sources
 * and a JPEG `<img srcset sizes>`, so the browser loads the smallest file that is sharp enough; other images
 * (SVG, other hosts) as a plain `<img>`. Width and height are always set (no layout shift); below the fold it
 * loads lazily, above the fold (`load="priority"`) early and first.
 */
export function ResponsiveImage({
  image,
  sizes,
  alt,
  className,
  fallbackSize,
  load = 'lazy',
  lang,
}: {
  image: ResponsiveImageSource;
  /** The `sizes` of the place: how wide the image is shown (`(min-width: 60rem) 20rem, 100vw`). */
  sizes: string;
  /** Overrides the image's own alt text (`''` for a decorative image). */
  alt?: string;
  className?: string;
  /** Width and height when the image does not say (the size the place shows it at). */
  fallbackSize: { width: number; height: number };
  /** `lazy` below the fold (the default); `priority` above it (fetchpriority high); `eager` to load ahead (preloading). */
  load?: ImageLoad;
  /** The language of the alt text when it is not the page's. */
  lang?: Language;
}) {
  // An address that is neither a /media/ file nor https is never drawn (decision 0607; the contract refuses it too).
  if (!isContentUrl(image.url)) return null;
  const width = image.width ?? fallbackSize.width;
  const height = image.height ?? fallbackSize.height;
  const described = { alt: alt ?? image.alt ?? '', width, height };
  const behaviour = {
    ...(load === 'lazy' ? { loading: 'lazy' as const } : {}),
    ...(load === 'priority' ? { fetchPriority: 'high' as const } : {}),
    decoding: 'async' as const,
    ...(lang ? { lang } : {}),
  };
  if (!isResizable(image.url)) {
    return <img className={className} src={image.url} {...described} {...behaviour} />;
  }
  return (
    <picture className="responsive-picture">
      <source type="image/avif" srcSet={srcSetOf(image.url, width, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(image.url, width, 'webp')} sizes={sizes} />
      {/* srcset and sizes before src, so a browser never starts with the fallback. */}
      <img
        className={className}
        srcSet={srcSetOf(image.url, width, 'jpeg')}
        sizes={sizes}
        src={fallbackSrc(image.url, width)}
        {...described}
        {...behaviour}
      />
    </picture>
  );
}
