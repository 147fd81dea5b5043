/**
 * Finds a media file for `GET /media/{path}`: only regular files inside the media folder (symlinks resolved),
 * no hidden or `..` segments, and only the extensions listed here, each with its content type.
 */
import { realpath, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';

export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
};

export interface MediaFile {
  absolutePath: string;
  contentType: string;
  size: number;
  modified: Date;
}

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The file for a request path such as `logos/dept.svg`, or null when there is none to serve. */
export async function findMediaFile(mediaDir: string, requestPath: string): Promise<MediaFile | null> {
  const segments = requestPath.split('/');
  if (segments.length > 8 || !segments.every((segment) => SAFE_SEGMENT.test(segment))) return null;
  const contentType = MEDIA_TYPES[extname(requestPath).toLowerCase()];
  if (!contentType) return null;
  try {
    const root = await realpath(mediaDir);
    const absolutePath = await realpath(join(root, ...segments));
    if (!absolutePath.startsWith(root + sep)) return null;
    const info = await stat(absolutePath);
    return info.isFile() ? { absolutePath, contentType, size: info.size, modified: info.mtime } : null;
  } catch {
    return null;
  }
}
