/**
 * Editor writes: add, replace and remove photo albums. The section must be a photos section of the site and
 * the English all or nothing (title, description, every photo's alt and caption) before anything is stored.
 */
import type { AlbumInput } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { contentWriter, sectionItemValues } from './content-writer.ts';
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
    ...sectionItemValues(input, english),
    descriptionTh: input.description?.th ?? null,
    descriptionEn: english?.description ?? null,
    date: input.date,
    cover: input.cover ?? null,
    photos: storedPhotos(input, english !== null),
    updatedAt: now,
  };
}

export const albumWriter = contentWriter({
  table: albums,
  idPrefix: 'a',
  searchKind: 'album',
  values: albumValues,
});
