/**
 * Renders demo photos from the albums' SVG scenes (src/seed/content/albums/album-scenes.ts) to JPEG files in a
 * fresh folder under media/ with sharp, and says how many it wrote and how large they are.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { accentOf } from '../seed/content/albums/album-photos.ts';
import { drawScene, sceneSvg } from '../seed/content/albums/album-scenes.ts';

export const mediaDir = fileURLToPath(new URL('../../media', import.meta.url));

interface ScenePhoto {
  theme: Parameters<typeof accentOf>[0];
  variant: Parameters<typeof drawScene>[1];
  crop: Parameters<typeof sceneSvg>[1];
  width: number;
  height: number;
  /** Below media/. */
  path: string;
}

export async function renderScenePhotos(
  photos: readonly ScenePhoto[],
  folders: { removed: string; photos: string },
  quality: number,
): Promise<void> {
  rmSync(folders.removed, { recursive: true, force: true });
  mkdirSync(folders.photos, { recursive: true });
  for (const photo of photos) {
    const scene = drawScene(photo.theme, photo.variant, accentOf(photo.theme));
    const svg = sceneSvg(scene, photo.crop, { width: photo.width, height: photo.height });
    await sharp(Buffer.from(svg))
      .jpeg({ quality, mozjpeg: true, progressive: true })
      .toFile(`${mediaDir}/${photo.path}`);
  }
  const bytes = readdirSync(folders.photos).reduce(
    (sum, name) => sum + statSync(`${folders.photos}/${name}`).size,
    0,
  );
  console.log(`Wrote ${photos.length} photos (${(bytes / 1024 / 1024).toFixed(1)} MB) to ${folders.photos}`);
}
