import { randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_SIGNATURE_BYTES,
  ATTACHMENT_TYPES,
  FORM_MESSAGES,
  detectAttachmentType,
  safeFileName,
  type AttachmentType,
  type FormMessageKey,
} from '@probation/forms';

/** What a form takes as files: the field's name, how many, and how much together. */
export interface FileRules {
  field: string;
  maxFiles: number;
  /** The files together (each is at most ATTACHMENT_MAX_BYTES). */
  maxTotalBytes: number;
}

/**
 * Limits of a public form's multipart body (@fastify/multipart enforces none by default; decision
 * 0152 keeps them in one limits table). A browser's form never comes near them; a request past one is refused.
 * `files` is one more than the form takes, so a file too many is noticed (and refused with its message).
 */
export function multipartLimits(files: FileRules | null) {
  const maxFiles = files?.maxFiles ?? 0;
  return {
    fieldNameSize: 64,
    // The longest text field (a 5,000-character message) in UTF-8, Thai taking 3 bytes a character.
    fieldSize: 16_000,
    fields: 24,
    // One byte over the limit is how a file that is too large is noticed (it is then cut and refused).
    fileSize: ATTACHMENT_MAX_BYTES + 1,
    files: maxFiles + 1,
    parts: 26 + maxFiles,
    headerPairs: 64,
  };
}

/** The contact form's limits (one file), kept for callers that name them. */
export const MULTIPART_LIMITS = multipartLimits({
  field: 'attachment',
  maxFiles: 1,
  maxTotalBytes: ATTACHMENT_MAX_BYTES,
});

/** Where uploads wait, never longer than their request: a private folder of the process's temporary directory. */
const UPLOAD_DIRECTORY = join(tmpdir(), 'probation-web-uploads');

export interface UploadedFile {
  /** The temporary file, removed by `discard`. */
  path: string;
  /** A safe name with the extension of what the file is. */
  name: string;
  type: AttachmentType;
  mime: string;
  bytes: number;
}

export interface MultipartForm {
  /** Text fields by name; a field sent more than once is kept as the list of its values (it then counts as empty). */
  fields: Record<string, string | string[]>;
  /** The chosen files, each a PDF, JPEG, PNG or GIF within the limits (none when one of them was refused). */
  files: UploadedFile[];
  /** The first file, for a form that takes one. */
  file: UploadedFile | null;
  /** Why the chosen files were refused (content, size, how many, how much together), if they were. */
  fileProblem: { message: FormMessageKey; values?: Record<string, number> } | null;
  /** Removes the temporary file (always call it, whatever happened). */
  discard(): Promise<void>;
}

/**
 * Reads a public form posted as multipart/form-data: its text fields, and its files each streamed to a temporary
 * file (never held whole in memory), told apart by their first bytes, not by their name or declared type. The
 * first problem with the files is the one told (one file too large, one of the wrong type, too many, too much).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  rules: FileRules | null,
): Promise<MultipartForm> {
  const fields: Record<string, string | string[]> = {};
  const written: string[] = [];
  const files: UploadedFile[] = [];
  let chosen = 0;
  let totalBytes = 0;
  let fileProblem: MultipartForm['fileProblem'] = null;
  const refuse = (problem: NonNullable<MultipartForm['fileProblem']>) => {
    fileProblem ??= problem;
  };
  const discard = async () => {
    await Promise.all(written.map((path) => rm(path, { force: true })));
  };

  try {
    for await (const part of request.parts({ limits: multipartLimits(rules) })) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string' || part.valueTruncated) continue;
        const existing = fields[part.fieldname];
        fields[part.fieldname] =
          existing === undefined
            ? part.value
            : [...(Array.isArray(existing) ? existing : [existing]), part.value];
        continue;
      }
      if (!rules || part.fieldname !== rules.field || !part.filename) {
        part.file.resume(); // no file chosen (an empty part), or a file nobody asked for: read past it
        continue;
      }
      chosen += 1;
      if (chosen > rules.maxFiles) {
        part.file.resume();
        refuse({ message: FORM_MESSAGES.tooManyFiles, values: { max: rules.maxFiles } });
        continue;
      }
      await mkdir(UPLOAD_DIRECTORY, { recursive: true, mode: 0o700 });
      const path = join(UPLOAD_DIRECTORY, randomUUID());
      written.push(path);
      await pipeline(part.file, createWriteStream(path, { mode: 0o600 }));
      const bytes = part.file.bytesRead;
      if (part.file.truncated || bytes > ATTACHMENT_MAX_BYTES) {
        refuse({
          message: FORM_MESSAGES.fileTooLarge,
          values: { megabytes: ATTACHMENT_MAX_BYTES / 2 ** 20 },
        });
        continue;
      }
      const type = detectAttachmentType(await firstBytes(path));
      if (!type) {
        refuse({ message: FORM_MESSAGES.fileFormat });
        continue;
      }
      totalBytes += bytes;
      if (totalBytes > rules.maxTotalBytes) {
        refuse({
          message: FORM_MESSAGES.filesTooLarge,
          values: { megabytes: rules.maxTotalBytes / 2 ** 20 },
        });
        continue;
      }
      files.push({
        path,
        name: safeFileName(part.filename, type),
        type,
        mime: ATTACHMENT_TYPES[type].mime,
        bytes,
      });
    }
  } catch (error) {
    await discard();
    throw error;
  }
  const kept = fileProblem ? [] : files;
  return { fields, files: kept, file: kept[0] ?? null, fileProblem, discard };
}

async function firstBytes(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = new Uint8Array(ATTACHMENT_SIGNATURE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
