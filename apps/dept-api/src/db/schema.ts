/** The database schema (PostgreSQL, the same for PGlite and a PostgreSQL server). */
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Attachment, Image, Layout, MaintenanceStatus, SectionType } from '@probation/contract';
import { SECTION_TYPES } from '@probation/contract';

/** A layout as stored: everything but the keys it is stored under. `{year}` in the copyright is filled when served. */
export type StoredLayout = Omit<Layout, 'site_id' | 'lang'>;

export const sites = pgTable('sites', {
  id: text('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  defaultLang: text('default_lang', { enum: ['th', 'en'] })
    .notNull()
    .default('th'),
  status: text('status', { enum: ['active'] })
    .notNull()
    .default('active'),
  maintenanceStatus: text('maintenance_status', { enum: ['Enable', 'Disable'] })
    .$type<MaintenanceStatus>()
    .notNull()
    .default('Disable'),
  maintenanceMessageTh: text('maintenance_message_th'),
  maintenanceMessageEn: text('maintenance_message_en'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const siteDomains = pgTable(
  'site_domains',
  {
    domain: text('domain').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('site_domains_site_id_idx').on(table.siteId)],
);

export const siteLayouts = pgTable(
  'site_layouts',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    lang: text('lang', { enum: ['th', 'en'] }).notNull(),
    layout: jsonb('layout').$type<StoredLayout>().notNull(),
    /** Revision of the demo seed that wrote this row; a newer seed replaces older demo layouts. */
    seedRevision: integer('seed_revision').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.lang] })],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    /** SHA-256 (hex) of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    clientId: text('client_id').notNull(),
    scope: text('scope').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('access_tokens_expires_at_idx').on(table.expiresAt)],
);

/** A site's sections: what its menu entries point at (`/{lang}/{urlname}`). */
export const sections = pgTable(
  'sections',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    urlname: text('urlname').notNull(),
    type: text('type', { enum: SECTION_TYPES }).$type<SectionType>().notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en'),
    parent: text('parent'),
    position: integer('position').notNull(),
    /** For `links` sections: where the entry leads. */
    url: text('url'),
    seedRevision: integer('seed_revision').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.urlname] }),
    index('sections_site_position_idx').on(table.siteId, table.position),
  ],
);

export const newsCategories = pgTable('news_categories', {
  id: text('id').primaryKey(),
  labelTh: text('label_th').notNull(),
  labelEn: text('label_en').notNull(),
  position: integer('position').notNull(),
});

export const news = pgTable(
  'news',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en'),
    summaryTh: text('summary_th').notNull(),
    summaryEn: text('summary_en'),
    bodyHtmlTh: text('body_html_th').notNull(),
    bodyHtmlEn: text('body_html_en'),
    cover: jsonb('cover').$type<Image>(),
    gallery: jsonb('gallery').$type<Image[]>().notNull().default([]),
    attachments: jsonb('attachments').$type<Attachment[]>().notNull().default([]),
    categoryId: text('category_id').references(() => newsCategories.id, { onDelete: 'set null' }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    pinned: boolean('pinned').notNull().default(false),
    highlight: boolean('highlight').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
  },
  (table) => [
    foreignKey({
      columns: [table.siteId, table.section],
      foreignColumns: [sections.siteId, sections.urlname],
    }).onUpdate('cascade'),
    index('news_site_order_idx').on(table.siteId, table.pinned, table.publishedAt),
    index('news_site_section_idx').on(table.siteId, table.section),
    index('news_category_idx').on(table.categoryId),
  ],
);

/** The static content of a site's `page` sections: one page per section. */
export const pages = pgTable(
  'pages',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    urlname: text('urlname').notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en'),
    summaryTh: text('summary_th'),
    summaryEn: text('summary_en'),
    bodyHtmlTh: text('body_html_th').notNull(),
    bodyHtmlEn: text('body_html_en'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
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
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en'),
    descriptionTh: text('description_th'),
    descriptionEn: text('description_en'),
    /** The day the photos were taken (`YYYY-MM-DD`, Asia/Bangkok). */
    date: date('date', { mode: 'string' }).notNull(),
    cover: jsonb('cover').$type<Image>(),
    photos: jsonb('photos').$type<StoredPhoto[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    foreignKey({
      columns: [table.siteId, table.section],
      foreignColumns: [sections.siteId, sections.urlname],
    }).onUpdate('cascade'),
    index('albums_site_date_idx').on(table.siteId, table.date),
  ],
);

/** Which revision of a part of the demo seed (content per site, ...) a database has received. */
export const seedRevisions = pgTable('seed_revisions', {
  name: text('name').primaryKey(),
  revision: integer('revision').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const schema = {
  sites,
  siteDomains,
  siteLayouts,
  accessTokens,
  sections,
  newsCategories,
  news,
  pages,
  albums,
  seedRevisions,
};
