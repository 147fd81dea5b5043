/**
 * Reading a public form's multipart body within its limits while it streams (decision 0141): its text fields, and
 * its files, told by their first bytes on the way into the attachment store's incoming folder.
 */
import type { FastifyRequest } from 'fastify';
import { ATTACHMENT_MAX_BYTES, FORM_MESSAGES, type FormMessageKey } from '@probation/forms';
import { badRequest, HttpError } from '../http/errors.ts';
import type { AttachmentStore, ReceivedFile } from './attachment-store.ts';

/** A field sent twice or as a file: it counts as empty (checkForm reads only text). */
export const NOT_TEXT = Symbol('not text');

export interface FormBodyLimits {
  /** The file field's name (`attachment`, `attachments`). */
  fileField: string;
  /** Passed to @fastify/multipart (`files` is how many files a form takes). */
  multipart: {
    fileSize: number;
    files: number;
    fields: number;
    parts: number;
    fieldSize: number;
    fieldNameSize: number;
    headerPairs: number;
  };
  /** The whole body's limit (413 beyond it). */
  bodyMaxBytes: number;
}

/** A form's body limits: 20 text fields of up to 20 KiB (5000 Thai characters are 15 000 bytes) and its files. */
export function formBodyLimits(fileField: string, files: number, bodyMaxBytes: number): FormBodyLimits {
  const fields = 20;
  const multipart = { fileSize: ATTACHMENT_MAX_BYTES, files, fields, parts: fields + files };
  return {
    fileField,
    multipart: { ...multipart, fieldSize: 20 * 1024, fieldNameSize: 100, headerPairs: 20 },
    bodyMaxBytes,
  };
}

export interface ParsedBody {
  fields: Record<string, string | typeof NOT_TEXT>;
  files: { file: ReceivedFile; name: string }[];
  tooManyFiles: boolean;
}

/** Reads a multipart form; files go to the store's incoming folder (the caller discards them in the end). */
export async function readFormBody(
  request: FastifyRequest,
  store: AttachmentStore,
  limits: FormBodyLimits,
): Promise<ParsedBody> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.bodyMaxBytes) throw bodyTooLarge(limits);
  const parsed: ParsedBody = { fields: {}, files: [], tooManyFiles: false };
  let bytes = 0;
  const countBytes = (chunk: Buffer) => {
    bytes += chunk.length;
  };
  request.raw.on('data', countBytes);
  try {
    for await (const part of request.parts({ limits: limits.multipart })) {
      if (bytes > limits.bodyMaxBytes) throw bodyTooLarge(limits);
      if (part.type === 'file') {
        if (part.fieldname !== limits.fileField) {
          parsed.fields[part.fieldname] = NOT_TEXT;
          await drain(part.file);
          continue;
        }
        parsed.files.push({ file: await store.receive(part.file), name: part.filename });
      } else {
        // A field sent twice, or as JSON (which @fastify/multipart parses), is not the text of a form field.
        parsed.fields[part.fieldname] =
          part.fieldname in parsed.fields || typeof part.value !== 'string' ? NOT_TEXT : part.value;
      }
    }
    if (bytes > limits.bodyMaxBytes) throw bodyTooLarge(limits);
  } catch (error) {
    await discardAll(store, parsed);
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      return { ...parsed, files: [], tooManyFiles: true };
    }
    if (error instanceof HttpError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, `The form has more than ${limits.multipart.fields} fields`);
    }
    if (statusCode === 413) throw bodyTooLarge(limits);
    throw badRequest('The multipart/form-data body could not be read');
  } finally {
    request.raw.off('data', countBytes);
  }
  return parsed;
}

/** Discards the files the body brought into the incoming folder. */
export async function discardAll(store: AttachmentStore, body: ParsedBody): Promise<void> {
  for (const { file } of body.files) await store.discard(file);
}

function bodyTooLarge(limits: FormBodyLimits): HttpError {
  return new HttpError(413, `The form's body is over ${limits.bodyMaxBytes / (1024 * 1024)} MiB`);
}

async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of stream) {
    // discard
  }
}

/** The message key of the files' first problem (too many, wrong type, too large), if any. */
export function attachmentProblem(body: ParsedBody): FormMessageKey | undefined {
  if (body.tooManyFiles) return FORM_MESSAGES.tooManyFiles;
  if (body.files.some(({ file }) => file.kind === 'wrong-type')) return FORM_MESSAGES.fileFormat;
  if (body.files.some(({ file }) => file.kind === 'too-large')) return FORM_MESSAGES.fileTooLarge;
  return undefined;
}

/** A field's text, or undefined when it was not sent as text. */
export function text(value: string | typeof NOT_TEXT | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
