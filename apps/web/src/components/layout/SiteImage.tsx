import type { ImageFieldsFragment } from '../../shared/generated/graphql.ts';

/**
 * An image from the site's layout, always with width and height so the page does not shift while it loads
 * (the layout's own size when it gives one, else the size this place shows it at).
 */
export function SiteImage({
  image,
  className,
  width,
  height,
}: {
  image: ImageFieldsFragment | null | undefined;
  className: string;
  width: number;
  height: number;
}) {
  if (!image) return null;
  return (
    <img
      className={className}
      src={image.url}
      alt={image.alt}
      width={image.width ?? width}
      height={image.height ?? height}
    />
  );
}
