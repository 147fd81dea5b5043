/** Stored album rows in the contract's shapes: a summary for lists (cover, photo count), the whole album for one. */
import type { Album, AlbumPhoto, AlbumSummary, ContentLang, Image, Lang } from '@probation/contract';
import type { albums, StoredPhoto } from '../db/schema.ts';
import { pickOptionalText, pickText, servedLang } from './localized-text.ts';
import { sectionItemHead } from './section-item.ts';

export type AlbumRow = typeof albums.$inferSelect;

/** English counts only when the title has it: writes keep an album's English all or nothing. */
function hasEnglish(row: AlbumRow): boolean {
  return row.titleEn !== null;
}

function toPhoto(photo: StoredPhoto, lang: ContentLang): AlbumPhoto {
  return {
    url: photo.url,
    alt: pickText(photo.alt, lang),
    caption: photo.caption ? pickText(photo.caption, lang) : null,
    width: photo.width,
    height: photo.height,
  };
}

/** The editor's cover, else the first photo (with its alt text in the served language). */
function coverOf(row: AlbumRow, lang: ContentLang): Image | null {
  if (row.cover) return row.cover;
  const first = row.photos[0];
  return first
    ? { url: first.url, alt: pickText(first.alt, lang), width: first.width, height: first.height }
    : null;
}

export function toAlbumSummary(row: AlbumRow, lang: Lang): AlbumSummary {
  const contentLang = servedLang(lang, hasEnglish(row));
  return {
    ...sectionItemHead(row, contentLang),
    description: pickOptionalText({ th: row.descriptionTh, en: row.descriptionEn }, contentLang),
    date: row.date,
    cover: coverOf(row, contentLang),
    photo_count: row.photos.length,
    updated_at: row.updatedAt.toISOString(),
    content_lang: contentLang,
  };
}

export function toAlbum(row: AlbumRow, lang: Lang): Album {
  const summary = toAlbumSummary(row, lang);
  return { ...summary, photos: row.photos.map((photo) => toPhoto(photo, summary.content_lang)) };
}
