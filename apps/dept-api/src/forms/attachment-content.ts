/**
 * What a received upload must be before it is kept (decision 0606): the first bytes told its type, this checks that
 * the whole file is one. A PDF must open in pdf-lib (encrypted ones do not) with at least one page, and carry no
 * script, launch action, embedded file, rich media or XFA form; it is kept as sent (re-saving would break digital
 * signatures). An image is decoded by sharp and encoded again in its own format, so what is kept is pixels without
 * metadata (EXIF GPS, camera, comments) and nothing that hid after them. Then the scanner, when one is configured.
 */
import { chmod, readFile, rename } from 'node:fs/promises';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';
import sharp, { type Sharp } from 'sharp';
import type { AttachmentType } from '@probation/forms';

/** The largest image, in pixels, that is decoded (a small file can hold a huge image: a decompression bomb). */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Why a file was not kept: it does not open or decode, it carries active content, or the scanner found malware. */
export type ContentRefusal = 'unreadable' | 'active-content' | 'infected';

/**
 * A virus scanner. None is configured by default (no signatures can be fetched where dept-api runs): files are then
 * checked by parsing only. ClamAV would plug in here: a class whose `scan` streams the file to clamd over TCP
 * (`zINSTREAM`, answer `stream: OK` or `… FOUND`), handed to the AttachmentStore in app.ts.
 */
export interface AttachmentScanner {
  scan(path: string): Promise<'clean' | 'infected'>;
}

/**
 * Names that make a PDF do something when it is opened or clicked, wherever they stand (a key or a value): scripts
 * (/JS, /JavaScript actions and name trees), programs started (/Launch), embedded files (what a portfolio or a file
 * attachment annotation carries: they are sent as files of their own instead), Flash/3D (/RichMedia) and XFA forms
 * (which carry scripts too). /OpenAction and /AA only say when an action runs; the action is one of these or harmless.
 */
const ACTIVE_PDF_NAMES = new Set([
  'JS',
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
]);

/**
 * Checks the file at `source` and writes what is kept to `target` (0600): the PDF moved as it is, an image encoded
 * again. Answers null when kept, else why not (nothing is written then). `source` is left for the caller to delete.
 */
export async function keepCheckedContent(
  source: string,
  target: string,
  type: AttachmentType,
  scanner: AttachmentScanner | null,
): Promise<ContentRefusal | null> {
  if (scanner && (await scanner.scan(source)) === 'infected') return 'infected';
  if (type === 'pdf') {
    const refusal = await inspectPdf(await readFile(source));
    if (refusal) return refusal;
    await rename(source, target);
  } else {
    try {
      await reencodeImage(source, target, type);
    } catch {
      return 'unreadable';
    }
  }
  await chmod(target, 0o600);
  return null;
}

/** Null for a PDF that opens, has pages and carries none of the active names; else why it is refused. */
export async function inspectPdf(bytes: Uint8Array): Promise<ContentRefusal | null> {
  let pdf: PDFDocument;
  try {
    // Strict: an object pdf-lib cannot parse may be one a reader parses differently (and could hide a script in).
    pdf = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
    if (pdf.getPageCount() < 1) return 'unreadable';
  } catch {
    return 'unreadable';
  }
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (carriesActiveName(object)) return 'active-content';
  }
  return null;
}

/** Whether an object, or any object written inside it (references are other indirect objects: checked on their own). */
function carriesActiveName(root: PDFObject): boolean {
  const pending: PDFObject[] = [root];
  while (pending.length > 0) {
    const object = pending.pop()!;
    if (object instanceof PDFName) {
      if (ACTIVE_PDF_NAMES.has(nameText(object))) return true;
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) pending.push(key, value);
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    }
  }
  return false;
}

/** A name's text with every `#xx` escape decoded (pdf-lib decodes only upper-case hex digits: `/J#73` is `/Js`). */
function nameText(name: PDFName): string {
  return name
    .decodeText()
    .replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * An image decoded and encoded again in its format: JPEG turned upright as EXIF said before EXIF goes, GIF with its
 * frames (sharp's own GIF encoder). sharp writes no metadata unless asked (withMetadata).
 */
async function reencodeImage(source: string, target: string, type: Exclude<AttachmentType, 'pdf'>) {
  const image = decodedImage(source, { animated: type === 'gif' });
  const pipeline =
    type === 'jpeg'
      ? image.rotate().jpeg({ quality: 90, mozjpeg: true })
      : type === 'png'
        ? image.png({ compressionLevel: 9 })
        : image.gif();
  await pipeline.toFile(target);
}

/** An uploaded image as sharp decodes it: within the pixel limit, refused on a decoding error (truncated, corrupt). */
export function decodedImage(input: string | Buffer, options: { animated: boolean }): Sharp {
  return sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated: options.animated });
}
