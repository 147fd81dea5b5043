/**
 * Renders the demo albums' photos (src/seed/content/albums/album-photos.ts) from their SVG scenes to JPEG files
 * in media/albums/ with sharp. The files are committed; run again (`npm run media:albums -w @probation/dept-api`)
 * after changing a scene or the list.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { accentOf, ALBUM_PHOTO_FILES } from '../seed/content/albums/album-photos.ts';
import { drawScene, sceneSvg } from '../seed/content/albums/album-scenes.ts';

const mediaDir = fileURLToPath(new URL('../../media', import.meta.url));
const albumsDir = `${mediaDir}/albums`;

rmSync(albumsDir, { recursive: true, force: true });
mkdirSync(albumsDir, { recursive: true });
for (const photo of ALBUM_PHOTO_FILES) {
  const scene = drawScene(photo.theme, photo.variant, accentOf(photo.theme));
  const svg = sceneSvg(scene, photo.crop, { width: photo.width, height: photo.height });
  await sharp(Buffer.from(svg))
    .jpeg({ quality: 70, mozjpeg: true, progressive: true })
    .toFile(`${mediaDir}/${photo.path}`);
}
const bytes = readdirSync(albumsDir).reduce((sum, name) => sum + statSync(`${albumsDir}/${name}`).size, 0);
console.log(
  `Wrote ${ALBUM_PHOTO_FILES.length} photos (${(bytes / 1024 / 1024).toFixed(1)} MB) to ${albumsDir}`,
);
