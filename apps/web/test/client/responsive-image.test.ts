import { describe, expect, it } from 'vitest';
import { fallbackSrc, isResizable, srcSetOf } from '../../src/shared/responsive-image.ts';

describe('responsive image sources', () => {
  it('resizes only raster files served from /media', () => {
    expect(isResizable('/media/albums/seminar-1.jpg')).toBe(true);
    expect(isResizable('/media/x/photo.PNG')).toBe(true);
    expect(isResizable('/media/logos/dept.svg')).toBe(false);
    expect(isResizable('/media/files/report.pdf')).toBe(false);
    expect(isResizable('https://example.org/photo.jpg')).toBe(false);
    expect(isResizable('/media/albums/seminar-1.jpg?w=320')).toBe(false);
  });

  it('offers the listed widths below the image, and the image itself at its own width', () => {
    expect(srcSetOf('/media/a.jpg', 1200, 'webp')).toBe(
      '/media/a.jpg?w=320&format=webp 320w, /media/a.jpg?w=480&format=webp 480w, ' +
        '/media/a.jpg?w=640&format=webp 640w, /media/a.jpg?w=960&format=webp 960w, ' +
        '/media/a.jpg?w=1280&format=webp 1200w',
    );
    expect(srcSetOf('/media/small.jpg', 300, 'avif')).toBe('/media/small.jpg?w=320&format=avif 300w');
    expect(srcSetOf('/media/huge.jpg', 4000, 'jpeg').split(', ').at(-1)).toBe(
      '/media/huge.jpg?w=1920&format=jpeg 1920w',
    );
  });

  it('falls back to a medium JPEG, or the smallest width that covers a small image', () => {
    expect(fallbackSrc('/media/a.jpg', 1600)).toBe('/media/a.jpg?w=960&format=jpeg');
    expect(fallbackSrc('/media/a.jpg', 500)).toBe('/media/a.jpg?w=640&format=jpeg');
  });
});
