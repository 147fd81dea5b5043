/**
 * Renders the demo news photos (src/seed/content/news-photos.ts) from the albums' SVG scenes to JPEG files in
 * media/news/photos/ with sharp. The files are committed; run again (`npm run media:news -w @probation/dept-api`)
 * after changing a scene or the list.
 */
import { NEWS_PHOTO_FILES } from '../seed/content/news-photos.ts';
import { mediaDir, renderScenePhotos } from './scene-photos.ts';

await renderScenePhotos(
  NEWS_PHOTO_FILES,
  { removed: `${mediaDir}/news`, photos: `${mediaDir}/news/photos` },
  68,
);
