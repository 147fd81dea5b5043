/** The sites' content: news, pages, albums, events, videos and documents, their categories, and file reports. */
import {
  type AnyPgColumn,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { bilingualText, instant, optionalBilingualText, ownerIdColumn } from './columns.ts';
import type { Attachment, DocumentFile, DocumentFileType, Image, VideoSource } from '@probation/contract';
import { siteIdColumn, sections } from './sites.ts';

/** The columns every item of a site's sections starts with: its id, its site and section, its title. */
function sectionItemColumns() {
  return {
    id: text('id').primaryKey(),
    siteId: siteIdColumn(),
    section: text('section').notNull(),
    ...bilingualText('title', 'title'),
  };
}

/** An item's section is one of its site's sections (and follows it when it is renamed). */
function inSiteSection(table: { siteId: AnyPgColumn; section: AnyPgColumn }) {
  return foreignKey({
    columns: [table.siteId, table.section],
    foreignColumns: [sections.siteId, sections.urlname],
  }).onUpdate('cascade');
}

/** A category table (news, events, documents): categories are shared by every site, in a fixed order. */
function categoryTable<Name extends string>(name: Name) {
  return pgTable(name, {
    id: text('id').primaryKey(),
    labelTh: text('label_th').notNull(),
    labelEn: text('label_en').notNull(),
    position: integer('position').notNull(),
  });
}

export const newsCategories = categoryTable('news_categories');

/**
 * An image as stored: as written (one alt text, in the language the editor wrote it), or with its alt text in
 * Thai and English (the demo news photos), served in the item's language.
 */
export type StoredImage = Image | (Omit<Image, 'alt'> & { alt: { th: string; en: string | null } });

export const news = pgTable(
  'news',
  {
    ...sectionItemColumns(),
    ...bilingualText('summary', 'summary'),
    ...bilingualText('bodyHtml', 'body_html'),
    cover: jsonb('cover').$type<StoredImage>(),
    gallery: jsonb('gallery').$type<Image[]>().notNull().default([]),
    attachments: jsonb('attachments').$type<Attachment[]>().notNull().default([]),
    categoryId: text('category_id').references(() => newsCategories.id, { onDelete: 'set null' }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    publishedAt: instant('published_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    highlight: boolean('highlight').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
  },
  (table) => [
    inSiteSection(table),
    index('news_site_order_idx').on(table.siteId, table.pinned, table.publishedAt),
    index('news_site_section_idx').on(table.siteId, table.section),
    index('news_category_idx').on(table.categoryId),
  ],
);

/** The static content of a site's `page` sections: one page per section. */
export const pages = pgTable(
  'pages',
  {
    siteId: siteIdColumn(),
    urlname: text('urlname').notNull(),
    ...bilingualText('title', 'title'),
    ...optionalBilingualText('summary', 'summary'),
    ...bilingualText('bodyHtml', 'body_html'),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.urlname] }),
    foreignKey({
      columns: [table.siteId, table.urlname],
      foreignColumns: [sections.siteId, sections.urlname],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
  ],
);

/** A photo of an album as stored: alt text and caption in Thai, English when the album has English. */
export interface StoredPhoto {
  url: string;
  alt: { th: string; en: string | null };
  caption: { th: string; en: string | null } | null;
  width: number;
  height: number;
}

/** Photo albums of a site's `photos` sections; the photos (with their bilingual alt text and captions) as jsonb. */
export const albums = pgTable(
  'albums',
  {
    ...sectionItemColumns(),
    ...optionalBilingualText('description', 'description'),
    /** The day the photos were taken (`YYYY-MM-DD`, Asia/Bangkok). */
    date: date('date', { mode: 'string' }).notNull(),
    cover: jsonb('cover').$type<Image>(),
    photos: jsonb('photos').$type<StoredPhoto[]>().notNull().default([]),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [inSiteSection(table), index('albums_site_date_idx').on(table.siteId, table.date)],
);

export const eventCategories = categoryTable('event_categories');

/**
 * Calendar events of a site's `calendar` sections. Times are UTC instants; `[startsAt, endsAt)` is the time the
 * event takes. An all-day event is stored as Bangkok midnight of its first day to Bangkok midnight of the day
 * after its last day (so ranges overlap the same way for both kinds); the API shows it as dates.
 */
export const events = pgTable(
  'events',
  {
    ...sectionItemColumns(),
    ...bilingualText('descriptionHtml', 'description_html'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    ...optionalBilingualText('locationName', 'location_name'),
    ...optionalBilingualText('locationAddress', 'location_address'),
    locationMapUrl: text('location_map_url'),
    categoryId: text('category_id').references(() => eventCategories.id, { onDelete: 'set null' }),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    inSiteSection(table),
    index('events_site_start_idx').on(table.siteId, table.startsAt),
    index('events_category_idx').on(table.categoryId),
  ],
);

/** The videos of a site's `videos` sections: a hosted file, or a YouTube / Facebook video. */
export const videos = pgTable(
  'videos',
  {
    ...sectionItemColumns(),
    ...bilingualText('description', 'description'),
    thumbnail: jsonb('thumbnail').$type<Image>().notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    source: jsonb('source').$type<VideoSource>().notNull(),
    publishedAt: instant('published_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    inSiteSection(table),
    index('videos_site_published_idx').on(table.siteId, table.publishedAt),
    index('videos_site_section_idx').on(table.siteId, table.section),
  ],
);

/** Categories of documents (acts and regulations, announcements, annual reports, ...), shared by all sites. */
export const documentCategories = categoryTable('document_categories');

/** A site's published documents, each in one of its `documents` sections, with one or more files. */
export const documents = pgTable(
  'documents',
  {
    ...sectionItemColumns(),
    ...optionalBilingualText('description', 'description'),
    categoryId: text('category_id').references(() => documentCategories.id, { onDelete: 'set null' }),
    date: instant('date').notNull(),
    updatedAt: instant('updated_at').notNull(),
    files: jsonb('files').$type<DocumentFile[]>().notNull(),
    /** The distinct types of `files`, for the file-type filter. */
    fileTypes: text('file_types').array().$type<DocumentFileType[]>().notNull(),
  },
  (table) => [
    inSiteSection(table),
    index('documents_site_date_idx').on(table.siteId, table.date),
    index('documents_site_section_idx').on(table.siteId, table.section),
    index('documents_category_idx').on(table.categoryId),
  ],
);

/** Visitors' reports that a document's file does not open; the visitor is only a salted hash of the IP. */
export const brokenFileReports = pgTable(
  'broken_file_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: siteIdColumn(),
    documentId: ownerIdColumn('document_id', () => documents.id),
    fileUrl: text('file_url').notNull(),
    message: text('message'),
    lang: text('lang', { enum: ['th', 'en'] }).notNull(),
    fingerprint: text('fingerprint').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('broken_file_reports_fingerprint_idx').on(table.fingerprint, table.createdAt),
    index('broken_file_reports_document_idx').on(table.documentId),
  ],
);
