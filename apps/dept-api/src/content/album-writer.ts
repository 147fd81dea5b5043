/**
 * Editor writes: add, replace and remove photo albums. The section must be a photos section of the site and
 * the English all or nothing (title, description, every photo's alt and caption) before anything is stored.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AlbumInput } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { albums, type StoredPhoto } from '../db/schema.ts';
import { englishOfInput, type InputText } from './localized-text.ts';
import { requireSectionOfType } from './section-repository.ts';

type AlbumValues = Omit<typeof albums.$inferInsert, 'id' | 'siteId'>;

/** Every text of the album by field name (`photos[2].alt`), for the all-or-nothing English rule. */
function textsOf(input: AlbumInput): Record<string, InputText> {
  const texts: Record<string, InputText> = { title: input.title };
  if (input.description) texts.description = input.description;
  input.photos.forEach((photo, index) => {
    texts[`photos[${index}].alt`] = photo.alt;
    if (photo.caption) texts[`photos[${index}].caption`] = photo.caption;
  });
  return texts;
}

function storedPhotos(input: AlbumInput, withEnglish: boolean): StoredPhoto[] {
  const stored = (text: InputText) => ({ th: text.th, en: withEnglish ? (text.en ?? null) : null });
  return input.photos.map((photo) => ({
    url: photo.url,
    alt: stored(photo.alt),
    caption: photo.caption ? stored(photo.caption) : null,
    width: photo.width,
    height: photo.height,
  }));
}

async function albumValues(db: Db, siteId: string, input: AlbumInput, now: Date): Promise<AlbumValues> {
  await requireSectionOfType(db, siteId, input.section, 'photos');
  const english = englishOfInput(textsOf(input));
  return {
    section: input.section,
    titleTh: input.title.th,
    titleEn: english?.title ?? null,
    descriptionTh: input.description?.th ?? null,
    descriptionEn: english?.description ?? null,
    date: input.date,
    cover: input.cover ?? null,
    photos: storedPhotos(input, english !== null),
    updatedAt: now,
  };
}

export async function createAlbum(db: Db, siteId: string, input: AlbumInput, now: Date): Promise<string> {
  const id = `a-${randomBytes(6).toString('hex')}`;
  await db.insert(albums).values({ id, siteId, ...(await albumValues(db, siteId, input, now)) });
  return id;
}

/** Replaces an album; false when the site has no album with this id. */
export async function updateAlbum(
  db: Db,
  siteId: string,
  id: string,
  input: AlbumInput,
  now: Date,
): Promise<boolean> {
  const values = await albumValues(db, siteId, input, now);
  const updated = await db
    .update(albums)
    .set(values)
    .where(and(eq(albums.siteId, siteId), eq(albums.id, id)))
    .returning({ id: albums.id });
  return updated.length > 0;
}

export async function deleteAlbum(db: Db, siteId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(albums)
    .where(and(eq(albums.siteId, siteId), eq(albums.id, id)))
    .returning({ id: albums.id });
  return deleted.length > 0;
}
