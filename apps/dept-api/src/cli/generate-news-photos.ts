/**
 * Renders the demo news photos (src/seed/content/news-photos.ts) from the albums' SVG scenes to JPEG files in
 * media/news/photos/ with sharp. The files are committed; run again (`npm run media:news -w @probation/dept-api`)
 * after changing a scene or the list.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { accentOf } from '../seed/content/albums/album-photos.ts';
import { drawScene, sceneSvg } from '../seed/content/albums/album-scenes.ts';
import { NEWS_PHOTO_FILES } from '../seed/content/news-photos.ts';

const mediaDir = fileURLToPath(new URL('../../media', import.meta.url));
const newsDir = `${mediaDir}/news`;
const photosDir = `${newsDir}/photos`;

rmSync(newsDir, { recursive: true, force: true });
mkdirSync(photosDir, { recursive: true });
for (const photo of NEWS_PHOTO_FILES) {
  const scene = drawScene(photo.theme, photo.variant, accentOf(photo.theme));
  const svg = sceneSvg(scene, photo.crop, { width: photo.width, height: photo.height });
  await sharp(Buffer.from(svg))
    .jpeg({ quality: 68, mozjpeg: true, progressive: true })
    .toFile(`${mediaDir}/${photo.path}`);
}
const bytes = readdirSync(photosDir).reduce((sum, name) => sum + statSync(`${photosDir}/${name}`).size, 0);
console.log(
  `Wrote ${NEWS_PHOTO_FILES.length} photos (${(bytes / 1024 / 1024).toFixed(1)} MB) to ${photosDir}`,
);
