/**
 * Editor writes: add, replace and remove documents. The input is checked against the site (a documents section of
 * it, a known category, English all or nothing) before anything is stored; each file gets its type from its MIME type.
 */
import {
  DOCUMENT_FILE_TYPE_OF,
  type DocumentFile,
  type DocumentFileInput,
  type DocumentFileType,
  type DocumentInput,
} from '@probation/contract';
import type { Db } from '../db/database.ts';
import { contentWriter, sectionItemValues } from './content-writer.ts';
import { documents } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { requireCategory } from './category-list.ts';
import { categorisedDocuments } from './document-repository.ts';
import { englishOfInput } from './localized-text.ts';
import { requireSectionOfType } from './section-repository.ts';

type DocumentValues = Omit<typeof documents.$inferInsert, 'id' | 'siteId'>;

export function documentFile(file: DocumentFileInput): DocumentFile {
  return {
    url: file.url,
    name: file.name,
    mime_type: file.mime_type,
    type: DOCUMENT_FILE_TYPE_OF[file.mime_type],
    size: file.size,
    pages: file.pages ?? null,
  };
}

export function fileTypesOf(files: readonly DocumentFile[]): DocumentFileType[] {
  return [...new Set(files.map((file) => file.type))];
}

async function checkReferences(db: Db, siteId: string, input: DocumentInput): Promise<void> {
  await requireSectionOfType(db, siteId, input.section, 'documents');
  if (input.category) await requireCategory(db, categorisedDocuments, input.category);
  const urls = input.files.map((file) => file.url);
  if (new Set(urls).size !== urls.length) throw badRequest('files: each file needs its own url');
}

async function documentValues(
  db: Db,
  siteId: string,
  input: DocumentInput,
  now: Date,
): Promise<DocumentValues> {
  await checkReferences(db, siteId, input);
  const description = input.description ?? null;
  const english = englishOfInput({ title: input.title, ...(description ? { description } : {}) });
  const files = input.files.map(documentFile);
  return {
    ...sectionItemValues(input, english),
    descriptionTh: description?.th ?? null,
    descriptionEn: english?.description ?? null,
    categoryId: input.category ?? null,
    date: new Date(input.date),
    updatedAt: now,
    files,
    fileTypes: fileTypesOf(files),
  };
}

export const documentWriter = contentWriter({
  table: documents,
  idPrefix: 'd',
  searchKind: 'document',
  values: documentValues,
});
