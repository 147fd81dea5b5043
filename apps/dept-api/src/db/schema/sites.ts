/** The sites: their host names, layouts and sections (what their menus point at). */
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bilingualText, instant, optionalBilingualText, ownerIdColumn } from './columns.ts';
import type { Layout, MaintenanceStatus, SectionType } from '@probation/contract';
import { SECTION_TYPES } from '@probation/contract';

/**
 * A layout as stored: everything but the keys it is stored under. `{year}` in the copyright is filled when served.
 */
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
  ...optionalBilingualText('maintenanceMessage', 'maintenance_message'),
  /** Where the site's officers receive the public forms' messages (decision 0142); none: FORMS_OFFICER_EMAIL. */
  officerEmail: text('officer_email'),
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** The site a row belongs to: removed with it. */
export const siteIdColumn = () => ownerIdColumn('site_id', () => sites.id);

export const siteDomains = pgTable(
  'site_domains',
  {
    domain: text('domain').primaryKey(),
    siteId: siteIdColumn(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('site_domains_site_id_idx').on(table.siteId)],
);

export const siteLayouts = pgTable(
  'site_layouts',
  {
    siteId: siteIdColumn(),
    lang: text('lang', { enum: ['th', 'en'] }).notNull(),
    layout: jsonb('layout').$type<StoredLayout>().notNull(),
    /** Revision of the demo seed that wrote this row; a newer seed replaces older demo layouts. */
    seedRevision: integer('seed_revision').notNull().default(0),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.lang] })],
);

/** A site's sections: what its menu entries point at (`/{lang}/{urlname}`). */
export const sections = pgTable(
  'sections',
  {
    siteId: siteIdColumn(),
    urlname: text('urlname').notNull(),
    type: text('type', { enum: SECTION_TYPES }).$type<SectionType>().notNull(),
    ...bilingualText('title', 'title'),
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
