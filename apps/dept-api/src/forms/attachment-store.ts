/**
 * The private folder of the forms' attachments (ATTACHMENTS_DIR; decision 0141). A file is told by its first bytes
 * while it streams in (anything but PDF, JPEG, PNG or GIF is not written past them), written under `.incoming/` and,
 * once the message is accepted, moved to `<form>/YYYY/MM/<random id>.<ext>` (contact, complaint, tip-off): never the visitor's name, never a
 * folder any route serves. Images are decoded and encoded again with sharp, which drops their metadata (EXIF
 * location, camera, comments); a file that does not decode is refused like a file of the wrong type. Folders are
 * 0700 and files 0600.
 */
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import sharp from 'sharp';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_SIGNATURE_BYTES,
  ATTACHMENT_TYPES,
  detectAttachmentType,
  type AttachmentType,
} from '@probation/forms';

/** The largest image, in pixels, that is decoded (a small file can hold a huge image: a decompression bomb). */
const MAX_IMAGE_PIXELS = 50_000_000;

export type ReceivedFile =
  | { kind: 'accepted'; type: AttachmentType; tempPath: string; size: number }
  /** Not one of the allowed types by its first bytes (nothing was written). */
  | { kind: 'wrong-type' }
  /** Over ATTACHMENT_MAX_BYTES (what was written is already deleted). */
  | { kind: 'too-large' }
  | { kind: 'empty' };

export interface StoredFile {
  /** Relative to the attachments folder. */
  storedPath: string;
  type: AttachmentType;
  size: number;
}

/** A file stream as @fastify/multipart hands it over: `truncated` once busboy cut it at the size limit. */
export type IncomingFile = AsyncIterable<Buffer> & { truncated?: boolean };

/** The attachments folder cannot be written: dept-api does not start. */
export class AttachmentsFolderError extends Error {}

export class AttachmentStore {
  readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
  }

  /** Reads the whole stream; writes it to `.incoming/` only if its first bytes are an allowed type. */
  async receive(file: IncomingFile): Promise<ReceivedFile> {
    const chunks: Buffer[] = [];
    let headLength = 0;
    let type: AttachmentType | null | undefined;
    let tempPath: string | undefined;
    let handle: Awaited<ReturnType<typeof open>> | undefined;
    let size = 0;
    try {
      for await (const chunk of file) {
        size += chunk.length;
        if (type === null) continue; // refused: drain the rest
        if (type === undefined) {
          chunks.push(chunk);
          headLength += chunk.length;
          if (headLength < ATTACHMENT_SIGNATURE_BYTES) continue;
          type = detectAttachmentType(Buffer.concat(chunks).subarray(0, ATTACHMENT_SIGNATURE_BYTES));
          if (type === null) {
            chunks.length = 0;
            continue;
          }
          tempPath = await this.incomingPath();
          handle = await open(tempPath, 'wx', 0o600);
          for (const held of chunks) await handle.write(held);
          chunks.length = 0;
          continue;
        }
        await handle!.write(chunk);
      }
      if (type === undefined && headLength > 0) {
        type = detectAttachmentType(Buffer.concat(chunks));
        // Shorter than a signature: no real PDF or image is.
        if (type !== null) type = null;
      }
    } catch (error) {
      await handle?.close();
      if (tempPath) await rm(tempPath, { force: true });
      throw error;
    }
    await handle?.close();
    if (file.truncated || size > ATTACHMENT_MAX_BYTES) {
      if (tempPath) await rm(tempPath, { force: true });
      return { kind: 'too-large' };
    }
    if (size === 0) return { kind: 'empty' };
    if (!type || !tempPath) return { kind: 'wrong-type' };
    return { kind: 'accepted', type, tempPath, size };
  }

  /**
   * Moves an accepted file to its place: images encoded again (no metadata), PDFs as they are. Null when an image
   * does not decode (the temporary file is deleted either way).
   */
  async store(
    file: Extract<ReceivedFile, { kind: 'accepted' }>,
    now: Date,
    form: 'contact' | 'complaint' | 'tip-off',
  ): Promise<StoredFile | null> {
    const month = now.toISOString().slice(0, 7).replace('-', sep);
    const extension = ATTACHMENT_TYPES[file.type].extensions[0];
    const target = join(this.dir, form, month, `${randomUUID()}.${extension}`);
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    try {
      if (file.type === 'pdf') {
        await rename(file.tempPath, target);
      } else {
        await reencodeImage(file.tempPath, target, file.type);
      }
    } catch {
      await rm(target, { force: true });
      return null;
    } finally {
      await rm(file.tempPath, { force: true });
    }
    const { size } = await stat(target);
    return { storedPath: relative(this.dir, target).split(sep).join('/'), type: file.type, size };
  }

  /** Deletes a stored file (a message that was not accepted after all). */
  async remove(storedPath: string): Promise<void> {
    await rm(this.absolutePath(storedPath), { force: true });
  }

  /** Deletes a received file that will not be stored. */
  async discard(file: ReceivedFile | undefined): Promise<void> {
    if (file?.kind === 'accepted') await rm(file.tempPath, { force: true });
  }

  /** Deletes files left in `.incoming/` since before `before` (an upload a crash interrupted); answers how many. */
  async removeStaleUploads(before: Date): Promise<number> {
    const folder = join(this.dir, '.incoming');
    const names = await readdir(folder).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const path = join(folder, name);
      const info = await stat(path).catch(() => null);
      if (info?.isFile() && info.mtime < before) {
        await rm(path, { force: true });
        removed++;
      }
    }
    return removed;
  }

  /**
   * Creates the folder if need be and writes and removes a file in it, so that a volume mounted read-only, owned by
   * another user or missing fails dept-api's start (its pods never become ready) instead of every form that carries
   * a file (decision 0503). Throws an AttachmentsFolderError that names the folder and the system's error code.
   */
  async assertWritable(): Promise<void> {
    try {
      const probe = await this.incomingPath();
      const handle = await open(probe, 'wx', 0o600);
      await handle.close();
      await rm(probe);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new AttachmentsFolderError(
        `ATTACHMENTS_DIR (${this.dir}) is not writable (${code}): the forms' files and members' pictures are kept there`,
      );
    }
  }

  absolutePath(storedPath: string): string {
    return join(this.dir, ...storedPath.split('/'));
  }

  private async incomingPath(): Promise<string> {
    const folder = join(this.dir, '.incoming');
    await mkdir(folder, { recursive: true, mode: 0o700 });
    return join(folder, randomUUID());
  }
}

async function reencodeImage(source: string, target: string, type: Exclude<AttachmentType, 'pdf'>) {
  const image = sharp(source, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    animated: type === 'gif',
    failOn: 'error',
  });
  // JPEG: turn the pixels as EXIF said before EXIF goes. sharp writes no metadata unless asked (withMetadata).
  const pipeline =
    type === 'jpeg'
      ? image.rotate().jpeg({ quality: 90, mozjpeg: true })
      : type === 'png'
        ? image.png({ compressionLevel: 9 })
        : image.gif();
  await pipeline.toFile(target);
  await chmod(target, 0o600);
}
