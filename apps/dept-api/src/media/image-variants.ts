/**
 * Resized and converted copies of raster images for `GET /media/{path}?w=&format=`: only the widths and
 * formats the contract lists (so nobody can make the server render arbitrary sizes), never larger than the
 * original, each made once and kept in a disk cache keyed by the original's path, size and modification time.
 * Two requests for a variant that is being made wait for the same work.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { SHARE_IMAGE, type MediaFormat, type MediaVariantName, type MediaWidth } from '@probation/contract';
import type { MediaFile } from './media-files.ts';

/** Extensions of the images that can be resized; SVG, GIF and PDF are served as they are. */
const RASTER_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp']);
/** What a share image (`variant=share`) can be made from: photos, and SVG drawings. */
const SHAREABLE_EXTENSIONS = new Set([...RASTER_EXTENSIONS, '.svg']);

/**
 * A link-preview image (1200×630 JPEG): a photo fills the frame, centred; an SVG is drawn whole on white. An SVG
 * is read into memory and drawn from its own bytes, so nothing it references (another file, a URL) is loaded.
 */
async function shareImage(file: MediaFile): Promise<Sharp> {
  const { width, height } = SHARE_IMAGE;
  const jpeg = { quality: 80, mozjpeg: true, progressive: true } as const;
  if (extname(file.absolutePath).toLowerCase() !== '.svg') {
    return sharp(file.absolutePath, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width, height, fit: 'cover', position: 'centre' })
      .jpeg(jpeg);
  }
  return sharp(await readFile(file.absolutePath), { limitInputPixels: 50_000_000, density: 144 })
    .resize({ width, height, fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .jpeg(jpeg);
}

const FORMAT_TYPES: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};
const TYPE_FORMATS: Record<string, MediaFormat | 'png'> = {
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/png': 'png',
};

export interface VariantRequest {
  w?: MediaWidth;
  format?: MediaFormat;
  variant?: MediaVariantName;
}

export interface ImageVariant extends MediaFile {
  etag: string;
}

export interface ImageVariants {
  /** The variant of a file for the request, or null when the file is served as it is. */
  variantOf(file: MediaFile, request: VariantRequest): Promise<ImageVariant | null>;
}

export function createImageVariants(cacheDir: string): ImageVariants {
  const inFlight = new Map<string, Promise<void>>();

  async function make(file: MediaFile, target: string, request: VariantRequest, format: string) {
    await mkdir(cacheDir, { recursive: true });
    const partial = `${target}.${process.pid}.${Date.now()}.part`;
    if (request.variant === 'share') {
      await (await shareImage(file)).toFile(partial);
      await rename(partial, target);
      return;
    }
    let pipeline = sharp(file.absolutePath, { limitInputPixels: 50_000_000 }).rotate();
    if (request.w) pipeline = pipeline.resize({ width: request.w, withoutEnlargement: true });
    switch (format) {
      case 'avif':
        pipeline = pipeline.avif({ quality: 50, effort: 1 });
        break;
      case 'webp':
        pipeline = pipeline.webp({ quality: 70 });
        break;
      case 'png':
        pipeline = pipeline.png();
        break;
      default:
        pipeline = pipeline.jpeg({ quality: 72, mozjpeg: true, progressive: true });
    }
    await pipeline.toFile(partial);
    await rename(partial, target);
  }

  return {
    async variantOf(file, request) {
      const extension = extname(file.absolutePath).toLowerCase();
      const share = request.variant === 'share';
      if (share ? !SHAREABLE_EXTENSIONS.has(extension) : !RASTER_EXTENSIONS.has(extension)) return null;
      if (!share && request.w === undefined && request.format === undefined) return null;
      const format = share ? 'jpeg' : (request.format ?? TYPE_FORMATS[file.contentType] ?? 'jpeg');
      const size = share ? 'share' : (request.w ?? 0);
      const hash = createHash('sha256')
        .update(`${file.absolutePath}\n${file.size}\n${file.modified.getTime()}\n${size}\n${format}`)
        .digest('hex')
        .slice(0, 32);
      const target = join(cacheDir, `${hash}.${format === 'jpeg' ? 'jpg' : format}`);
      let info = await stat(target).catch(() => null);
      if (!info) {
        let work = inFlight.get(target);
        if (!work) {
          work = make(file, target, request, format).finally(() => inFlight.delete(target));
          inFlight.set(target, work);
        }
        await work;
        info = await stat(target);
      }
      return {
        absolutePath: target,
        contentType: format === 'png' ? 'image/png' : FORMAT_TYPES[format],
        size: info.size,
        modified: info.mtime,
        etag: `"${hash}"`,
      };
    },
  };
}
