/**
 * Renders the demo albums' photos (src/seed/content/albums/album-photos.ts) from their SVG scenes to JPEG files
 * in media/albums/ with sharp. The files are committed; run again (`npm run media:albums -w @probation/dept-api`)
 * after changing a scene or the list.
 */
import { ALBUM_PHOTO_FILES } from '../seed/content/albums/album-photos.ts';
import { mediaDir, renderScenePhotos } from './scene-photos.ts';

const albumsDir = `${mediaDir}/albums`;
await renderScenePhotos(ALBUM_PHOTO_FILES, { removed: albumsDir, photos: albumsDir }, 70);
