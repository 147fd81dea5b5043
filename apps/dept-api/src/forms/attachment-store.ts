/**
 * The private folder of the forms' attachments (ATTACHMENTS_DIR; decision 0141). A file is told by its first bytes
 * while it streams in (anything but PDF, JPEG, PNG or GIF is not written past them), written under `.incoming/` and,
 * once the message is accepted, checked by its content (attachment-content.ts: a PDF parsed, an image encoded again)
 * and kept at `<form>/YYYY/MM/<random id>.<ext>` (contact, complaint, tip-off): never the visitor's name, never a
 * folder any route serves. Folders are 0700 and files 0600.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_SIGNATURE_BYTES,
  ATTACHMENT_TYPES,
  detectAttachmentType,
  type AttachmentType,
} from '@probation/forms';
import { keepCheckedContent, type AttachmentScanner, type ContentRefusal } from './attachment-content.ts';

export type ReceivedFile =
  | { kind: 'accepted'; type: AttachmentType; tempPath: string; size: number }
  /** Not one of the allowed types by its first bytes (nothing was written). */
  | { kind: 'wrong-type' }
  /** Over ATTACHMENT_MAX_BYTES (what was written is already deleted). */
  | { kind: 'too-large' }
  | { kind: 'empty' };

/** What `store` made of an accepted file: kept, or refused by its content. */
export type KeptFile = { kind: 'kept'; file: StoredFile } | { kind: 'refused'; reason: ContentRefusal };

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
  private readonly scanner: AttachmentScanner | null;
  /** `scanner`: the virus scanner every kept file goes through; null (the default) when none is configured. */
  constructor(dir: string, scanner: AttachmentScanner | null = null) {
    this.dir = dir;
    this.scanner = scanner;
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
   * Keeps an accepted file once its content passed (a PDF as it is, an image encoded again), or answers why it was
   * refused. The temporary file is deleted either way.
   */
  async store(
    file: Extract<ReceivedFile, { kind: 'accepted' }>,
    now: Date,
    form: 'contact' | 'complaint' | 'tip-off',
  ): Promise<KeptFile> {
    const month = now.toISOString().slice(0, 7).replace('-', sep);
    const extension = ATTACHMENT_TYPES[file.type].extensions[0];
    const target = join(this.dir, form, month, `${randomUUID()}.${extension}`);
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    try {
      const refusal = await keepCheckedContent(file.tempPath, target, file.type, this.scanner);
      if (refusal) {
        await rm(target, { force: true });
        return { kind: 'refused', reason: refusal };
      }
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    } finally {
      await rm(file.tempPath, { force: true });
    }
    const { size } = await stat(target);
    const storedPath = relative(this.dir, target).split(sep).join('/');
    return { kind: 'kept', file: { storedPath, type: file.type, size } };
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
