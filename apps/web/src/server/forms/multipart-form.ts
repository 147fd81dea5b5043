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

/**
 * Limits of a public form's multipart body (@fastify/multipart enforces none by default: ARCHITECTURE
 * "Reliability and security design"). A browser's form never comes near them; a request past one is refused.
 */
export const MULTIPART_LIMITS = {
  fieldNameSize: 64,
  // The longest text field (a 5,000-character message) in UTF-8, Thai taking 3 bytes a character.
  fieldSize: 16_000,
  fields: 24,
  // One byte over the limit is how a file that is too large is noticed (it is then cut and refused).
  fileSize: ATTACHMENT_MAX_BYTES + 1,
  files: 1,
  parts: 26,
  headerPairs: 64,
};

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
  /** The one file, when one was chosen and it is a PDF, JPEG, PNG or GIF within the limit. */
  file: UploadedFile | null;
  /** Why the chosen file was refused (by its content or its size), if it was. */
  fileProblem: { message: FormMessageKey; values?: Record<string, number> } | null;
  /** Removes the temporary file (always call it, whatever happened). */
  discard(): Promise<void>;
}

/**
 * Reads a public form posted as multipart/form-data: its text fields, and its one file streamed to a temporary
 * file (never held whole in memory), told apart by its first bytes, not by its name or declared type.
 */
export async function readMultipartForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  const fields: Record<string, string | string[]> = {};
  const written: string[] = [];
  let file: UploadedFile | null = null;
  let fileProblem: MultipartForm['fileProblem'] = null;
  const discard = async () => {
    await Promise.all(written.map((path) => rm(path, { force: true })));
  };

  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string' || part.valueTruncated) continue;
        const existing = fields[part.fieldname];
        fields[part.fieldname] =
          existing === undefined
            ? part.value
            : [...(Array.isArray(existing) ? existing : [existing]), part.value];
        continue;
      }
      if (part.fieldname !== fileField || !part.filename) {
        part.file.resume(); // no file chosen (an empty part), or a file nobody asked for: read past it
        continue;
      }
      await mkdir(UPLOAD_DIRECTORY, { recursive: true, mode: 0o700 });
      const path = join(UPLOAD_DIRECTORY, randomUUID());
      written.push(path);
      await pipeline(part.file, createWriteStream(path, { mode: 0o600 }));
      const bytes = part.file.bytesRead;
      if (part.file.truncated || bytes > ATTACHMENT_MAX_BYTES) {
        fileProblem = {
          message: FORM_MESSAGES.fileTooLarge,
          values: { megabytes: ATTACHMENT_MAX_BYTES / 2 ** 20 },
        };
        continue;
      }
      const type = detectAttachmentType(await firstBytes(path));
      if (!type) {
        fileProblem = { message: FORM_MESSAGES.fileFormat };
        continue;
      }
      file = {
        path,
        name: safeFileName(part.filename, type),
        type,
        mime: ATTACHMENT_TYPES[type].mime,
        bytes,
      };
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { fields, file: fileProblem ? null : file, fileProblem, discard };
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
