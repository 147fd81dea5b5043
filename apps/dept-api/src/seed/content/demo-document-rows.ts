/**
 * The demo documents as table rows. Each file's size and page count are read from the file itself in the media
 * folder (the generator writes PDFs without object streams, so every page object is visible to a count).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocumentFile } from '@probation/contract';
import type { documents } from '../../db/schema.ts';
import { documentFile, fileTypesOf } from '../../content/document-writer.ts';
import { demoDocuments, type DemoFile } from './demo-documents.ts';

export type DemoDocumentRow = typeof documents.$inferInsert;

/** The media folder the demo files are committed in. */
export const DEMO_MEDIA_DIR = fileURLToPath(new URL('../../../media', import.meta.url));

/** Page objects of a PDF written without object streams (`/Type /Page`, not `/Pages`). */
export function countPdfPages(bytes: Buffer): number {
  return bytes.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

function storedFile(file: DemoFile, mediaDir: string): DocumentFile {
  const bytes = readFileSync(join(mediaDir, file.path));
  const pdf = file.mimeType === 'application/pdf';
  return documentFile({
    url: `/media/${file.path}`,
    name: file.name,
    mime_type: file.mimeType,
    size: bytes.length,
    pages: pdf ? countPdfPages(bytes) : null,
  });
}

export function demoDocumentRows(mediaDir = DEMO_MEDIA_DIR): DemoDocumentRow[] {
  const cache = new Map<string, DocumentFile>();
  const fileOf = (file: DemoFile) => {
    const stored = cache.get(file.path) ?? storedFile(file, mediaDir);
    cache.set(file.path, stored);
    return stored;
  };
  return demoDocuments().map((document) => {
    const files = document.files.map(fileOf);
    const date = new Date(document.date);
    return {
      id: document.id,
      siteId: document.siteId,
      section: document.section,
      titleTh: document.title.th,
      titleEn: document.title.en,
      descriptionTh: document.description.th,
      descriptionEn: document.description.en,
      categoryId: document.category,
      date,
      updatedAt: date,
      files,
      fileTypes: fileTypesOf(files),
    };
  });
}
