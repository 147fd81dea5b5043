/** The database schema (PostgreSQL, the same for PGlite and a PostgreSQL server). */
import {
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  Attachment,
  DocumentFile,
  DocumentFileType,
  Image,
  Layout,
  MaintenanceStatus,
  SectionType,
  VideoSource,
} from '@probation/contract';
import { SEARCH_HIT_TYPES, SECTION_TYPES, type SearchHitType } from '@probation/contract';

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
  maintenanceMessageTh: text('maintenance_message_th'),
  maintenanceMessageEn: text('maintenance_message_en'),
  /** Where the site's officers receive the public forms' messages (decision 0142); none: FORMS_OFFICER_EMAIL. */
  officerEmail: text('officer_email'),
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
    cover: jsonb('cover').$type<StoredImage>(),
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

export const eventCategories = categoryTable('event_categories');

/**
 * Calendar events of a site's `calendar` sections. Times are UTC instants; `[startsAt, endsAt)` is the time the
 * event takes. An all-day event is stored as Bangkok midnight of its first day to Bangkok midnight of the day
 * after its last day (so ranges overlap the same way for both kinds); the API shows it as dates.
 */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en'),
    descriptionHtmlTh: text('description_html_th').notNull(),
    descriptionHtmlEn: text('description_html_en'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    locationNameTh: text('location_name_th'),
    locationNameEn: text('location_name_en'),
    locationAddressTh: text('location_address_th'),
    locationAddressEn: text('location_address_en'),
    locationMapUrl: text('location_map_url'),
    categoryId: text('category_id').references(() => eventCategories.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    foreignKey({
      columns: [table.siteId, table.section],
      foreignColumns: [sections.siteId, sections.urlname],
    }).onUpdate('cascade'),
    index('events_site_start_idx').on(table.siteId, table.startsAt),
    index('events_category_idx').on(table.categoryId),
  ],
);

/** The videos of a site's `videos` sections: a hosted file, or a YouTube / Facebook video. */
export const videos = pgTable(
  'videos',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en'),
    descriptionTh: text('description_th').notNull(),
    descriptionEn: text('description_en'),
    thumbnail: jsonb('thumbnail').$type<Image>().notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    source: jsonb('source').$type<VideoSource>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    foreignKey({
      columns: [table.siteId, table.section],
      foreignColumns: [sections.siteId, sections.urlname],
    }).onUpdate('cascade'),
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
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en'),
    descriptionTh: text('description_th'),
    descriptionEn: text('description_en'),
    categoryId: text('category_id').references(() => documentCategories.id, { onDelete: 'set null' }),
    date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    files: jsonb('files').$type<DocumentFile[]>().notNull(),
    /** The distinct types of `files`, for the file-type filter. */
    fileTypes: text('file_types').array().$type<DocumentFileType[]>().notNull(),
  },
  (table) => [
    foreignKey({
      columns: [table.siteId, table.section],
      foreignColumns: [sections.siteId, sections.urlname],
    }).onUpdate('cascade'),
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
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    fileUrl: text('file_url').notNull(),
    message: text('message'),
    lang: text('lang', { enum: ['th', 'en'] }).notNull(),
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('broken_file_reports_fingerprint_idx').on(table.fingerprint, table.createdAt),
    index('broken_file_reports_document_idx').on(table.documentId),
  ],
);

/**
 * Failed token exchanges, counted per key (a hash of "client id and address", "address" or "client id") in a fixed
 * window that starts with the key's first failure (docs/decisions/0120).
 */
export const tokenFailures = pgTable(
  'token_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('token_failures_last_failure_at_idx').on(table.lastFailureAt)],
);

/** Callers (a hash of client id and address) that presented the right secret lately: the client brake spares them. */
export const tokenTrustedCallers = pgTable('token_trusted_callers', {
  key: text('key').primaryKey(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** A PostgreSQL tsvector, written as its text form (search/search-document.ts builds it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search index (docs/decisions/0130): one row per item, site and language, kept current by every content
 * write and rebuilt by `npm run search:rebuild`. `document` holds the item's words, segmented and stemmed in the
 * API (never by PostgreSQL's parser, so PGlite and a PostgreSQL server index alike): the title with weight A, the
 * rest with weight B.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    lang: text('lang', { enum: ['th', 'en'] }).notNull(),
    kind: text('kind', { enum: SEARCH_HIT_TYPES }).$type<SearchHitType>().notNull(),
    itemId: text('item_id').notNull(),
    section: text('section').notNull(),
    contentLang: text('content_lang', { enum: ['th', 'en'] }).notNull(),
    /** The title and the plain text as served, for the answer and its snippet. */
    title: text('title').notNull(),
    body: text('body').notNull(),
    document: tsvector('document').notNull(),
    date: timestamp('date', { withTimezone: true, mode: 'date' }),
    /** Gregorian year of `date` in Asia/Bangkok. */
    year: integer('year'),
    category: text('category'),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.lang, table.kind, table.itemId] }),
    index('search_entries_document_idx').using('gin', table.document),
  ],
);

/**
 * The Latin words of a site's index in one language, for typo tolerance: a mistyped query word is looked for as
 * the most similar of these (pg_trgm). Writes add words; only a rebuild removes words no item has any more (a
 * stale word costs nothing: it matches no item).
 */
export const searchWords = pgTable(
  'search_words',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    lang: text('lang', { enum: ['th', 'en'] }).notNull(),
    word: text('word').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.lang, table.word] }),
    index('search_words_word_idx').using('gin', table.word.op('gin_trgm_ops')),
  ],
);

/** What a public form asks the visitor to choose from: contact categories, complaint types, tip-off topics. */
export const formTopics = pgTable(
  'form_topics',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    form: text('form', { enum: ['contact', 'complaint', 'tip-off'] }).notNull(),
    id: text('id').notNull(),
    nameTh: text('name_th').notNull(),
    /** Null: served in Thai. */
    nameEn: text('name_en'),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.form, table.id] })],
);

/**
 * Messages of the contact form (decision 0141). Personal data: never logged, never cached, only reachable through
 * the database. The sender's address is only a salted hash (`senderFingerprint`).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** CT-YYMMDD-XXXXXX, what the visitor quotes. */
    reference: text('reference').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** E.164 (+66…). */
    phone: text('phone').notNull(),
    phoneExtension: text('phone_extension'),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    message: text('message').notNull(),
    lang: text('lang', { enum: ['th', 'en'] }).notNull(),
    senderFingerprint: text('sender_fingerprint').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('contact_messages_site_idx').on(table.siteId, table.receivedAt),
    index('contact_messages_fingerprint_idx').on(table.senderFingerprint, table.receivedAt),
    index('contact_messages_email_idx').on(sql`lower(${table.email})`, table.receivedAt),
  ],
);

/** Where a complaint stands (decision 0146): what its tracking page shows. */
export const COMPLAINT_STATUSES = ['received', 'in-progress', 'closed'] as const;

/**
 * Complaints (decision 0146): personal data like contact_messages, kept apart from them. The tracking password is
 * only a hash of its password (`passwordHash`: argon2id, older rows scrypt; decision 0147); the tracking code is
 * unique and short (XXXX-XXXX).
 */
export const complaints = pgTable(
  'complaints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** CP-YYMMDD-XXXXXX, what the complainant quotes. */
    reference: text('reference').notNull().unique(),
    /** XXXX-XXXX (Crockford base32), with the password what opens the tracking page. */
    trackingCode: text('tracking_code').notNull().unique(),
    /** argon2id's PHC string (older rows: `scrypt$N$r$p$salt$hash`), never the password. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** E.164 (+66…). */
    phone: text('phone').notNull(),
    phoneExtension: text('phone_extension'),
    extraPhone: text('extra_phone'),
    extraPhoneExtension: text('extra_phone_extension'),
    complaintType: text('complaint_type').notNull(),
    detail: text('detail').notNull(),
    lang: text('lang', { enum: ['th', 'en'] }).notNull(),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull(),
    senderFingerprint: text('sender_fingerprint').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('complaints_site_idx').on(table.siteId, table.receivedAt),
    index('complaints_fingerprint_idx').on(table.senderFingerprint, table.receivedAt),
    index('complaints_email_idx').on(sql`lower(${table.email})`, table.receivedAt),
  ],
);

/** What officers did about a complaint (requirements.md §6.3: the officers' results), in the order recorded. */
export const complaintResults = pgTable(
  'complaint_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull(),
    operatorName: text('operator_name').notNull(),
    /** For the officers only: the tracking page does not show it. */
    note: text('note'),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('complaint_results_complaint_idx').on(table.complaintId, table.recordedAt)],
);

/** The complainant's satisfaction rating: one per complaint, once it is closed. */
export const complaintRatings = pgTable('complaint_ratings', {
  complaintId: integer('complaint_id')
    .primaryKey()
    .references(() => complaints.id, { onDelete: 'cascade' }),
  rating: integer('rating').notNull(),
  comment: text('comment'),
  ratedAt: timestamp('rated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Failed tracking attempts (wrong code or password), counted per tracking code as sent and per sender
 * fingerprint (decision 0148). Rows older than a day are deleted as new ones come.
 */
export const complaintTrackingFailures = pgTable(
  'complaint_tracking_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trackingCode: text('tracking_code').notNull(),
    senderFingerprint: text('sender_fingerprint').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('complaint_tracking_failures_code_idx').on(table.trackingCode, table.failedAt),
    index('complaint_tracking_failures_sender_idx').on(table.senderFingerprint, table.failedAt),
  ],
);

/**
 * Every request for a new tracking password by e-mail (decision 0612): the audit of the resets (the complaint, when
 * its code and e-mail matched and a password was sent; never the password or the address) and the count behind
 * their limits. Requests that matched nothing are deleted after a day; a reset is kept with its complaint.
 */
export const complaintPasswordResets = pgTable(
  'complaint_password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The complaint whose password was replaced and mailed; null when the code and e-mail matched none. */
    complaintId: integer('complaint_id').references(() => complaints.id, { onDelete: 'cascade' }),
    senderFingerprint: text('sender_fingerprint').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('complaint_password_resets_complaint_idx').on(table.complaintId, table.requestedAt),
    index('complaint_password_resets_sender_idx').on(table.senderFingerprint, table.requestedAt),
  ],
);

// ---- Tip-offs (election misconduct) and the forms' shared attachment table (decisions 0158, 0159) ----

/**
 * Election-misconduct tip-offs (decision 0158): a channel of their own, apart from complaints (ITA O27/O28).
 * Anonymous allowed: the name, e-mail and phone are null when the tipster gave none. No tracking code: the
 * tipster quotes the reference. Personal data: never logged, never cached.
 */
export const tipOffs = pgTable(
  'tip_offs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** TO-YYMMDD-XXXXXX, what the tipster quotes. */
    reference: text('reference').notNull().unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    /** E.164 (+66…). */
    phone: text('phone'),
    phoneExtension: text('phone_extension'),
    /** A tip-off topic id (form_topics, form `tip-off`). */
    topic: text('topic').notNull(),
    subject: text('subject').notNull(),
    detail: text('detail').notNull(),
    lang: text('lang', { enum: ['th', 'en'] }).notNull(),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull(),
    senderFingerprint: text('sender_fingerprint').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('tip_offs_site_idx').on(table.siteId, table.receivedAt),
    index('tip_offs_fingerprint_idx').on(table.senderFingerprint, table.receivedAt),
    index('tip_offs_email_idx').on(sql`lower(${table.email})`, table.receivedAt),
  ],
);

/** What officers did about a tip-off, in the order recorded (for the officers only: no tracking page). */
export const tipOffResults = pgTable(
  'tip_off_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tipOffId: integer('tip_off_id')
      .notNull()
      .references(() => tipOffs.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull(),
    operatorName: text('operator_name').notNull(),
    note: text('note'),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('tip_off_results_tip_off_idx').on(table.tipOffId, table.recordedAt)],
);

/**
 * Every public form's attachments in one table (decision 0159): a file in the private folder (ATTACHMENTS_DIR),
 * never under /media, belonging to exactly one contact message, complaint or tip-off (one foreign key each, so a
 * deleted submission takes its rows with it).
 */
export const formAttachments = pgTable(
  'form_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contactMessageId: integer('contact_message_id').references(() => contactMessages.id, {
      onDelete: 'cascade',
    }),
    complaintId: integer('complaint_id').references(() => complaints.id, { onDelete: 'cascade' }),
    tipOffId: integer('tip_off_id').references(() => tipOffs.id, { onDelete: 'cascade' }),
    /** Relative to ATTACHMENTS_DIR: `<form>/YYYY/MM/<random id>.<ext>`, never the visitor's name. */
    storedPath: text('stored_path').notNull().unique(),
    /** The visitor's file name made safe (safeFileName), for the officers. */
    name: text('name').notNull(),
    type: text('type', { enum: ['pdf', 'jpeg', 'png', 'gif'] }).notNull(),
    size: integer('size').notNull(),
  },
  (table) => [
    index('form_attachments_contact_idx').on(table.contactMessageId),
    index('form_attachments_complaint_idx').on(table.complaintId),
    index('form_attachments_tip_off_idx').on(table.tipOffId),
    check(
      'form_attachments_one_owner',
      sql`num_nonnulls(${table.contactMessageId}, ${table.complaintId}, ${table.tipOffId}) = 1`,
    ),
  ],
);

// ---- end of tip-offs and form attachments ----

/** Idempotency-Key of a form call per site → its receipt, kept 24 hours (decision 0143). */
export const formIdempotencyKeys = pgTable(
  'form_idempotency_keys',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    reference: text('reference').notNull(),
    /** A complaint's tracking code (its receipt repeats it; never the password). */
    trackingCode: text('tracking_code'),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.key] }),
    index('form_idempotency_keys_created_idx').on(table.createdAt),
  ],
);

/**
 * Mails to send (decision 0144): written in the same transaction as the message, sent through SMTP when
 * SMTP_URL is set (claimed with a lease, so replicas never send one twice), kept here otherwise. A sent mail's
 * body is emptied: the message itself stays in contact_messages.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', {
      enum: [
        'contact-officers',
        'contact-confirmation',
        'complaint-officers',
        'complaint-confirmation',
        'complaint-new-password',
        'tip-off-officers',
        'tip-off-confirmation',
        'member-verification',
        'member-account-exists',
        'member-password-reset',
        'newsletter-confirmation',
        'newsletter-welcome',
      ],
    }).notNull(),
    messageId: integer('message_id').references(() => contactMessages.id, { onDelete: 'cascade' }),
    complaintId: integer('complaint_id').references(() => complaints.id, { onDelete: 'cascade' }),
    tipOffId: integer('tip_off_id').references(() => tipOffs.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    lang: text('lang', { enum: ['th', 'en'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt may start (a claim pushes it forward: the lease). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastError: text('last_error'),
    /** Extra headers (a newsletter's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('mail_outbox_pending_idx').on(table.sentAt, table.nextAttemptAt)],
);

/** Which revision of a part of the demo seed (content per site, ...) a database has received. */
export const seedRevisions = pgTable('seed_revisions', {
  name: text('name').primaryKey(),
  revision: integer('revision').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// ---- Members (decisions 0170-0176) ----------------------------------------------------------------

/**
 * Members of a site (requirements.md §7.1): newsletter subscribers with an account. The e-mail address and the
 * username are unique per site (case-insensitive, through their lower-case keys). The password is an argon2id PHC
 * string (decision 0173), never the password. The picture is a file in the private folder (`member/<uuid>.<ext>`).
 */
export const members = pgTable(
  'members',
  {
    /** 24 hexadecimal characters, random: what `/member/update-profile/{id}` names. */
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    usernameKey: text('username_key').notNull(),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    birthday: date('birthday', { mode: 'string' }),
    gender: text('gender', { enum: ['male', 'female'] }),
    /** Relative to ATTACHMENTS_DIR: `member/<uuid>.jpg|png`. */
    picturePath: text('picture_path'),
    pictureVersion: integer('picture_version').notNull().default(0),
    /** The language of the member's mails (the one they registered in, then the one of their last profile edit). */
    lang: text('lang', { enum: ['th', 'en'] }).notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    agreementAcceptedAt: timestamp('agreement_accepted_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('members_site_email_key').on(table.siteId, table.emailKey),
    uniqueIndex('members_site_username_key').on(table.siteId, table.usernameKey),
  ],
);

/** Member tokens (24 hours): only their SHA-256; revoked by logout and by a password change or reset. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The client (the website's gateway) that logged the member in. */
    clientId: text('client_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('member_sessions_member_idx').on(table.memberId),
    index('member_sessions_expires_idx').on(table.expiresAt),
  ],
);

/** Single-use link tokens (verification 24 hours, password reset 1 hour): only their SHA-256. */
export const memberLinkTokens = pgTable(
  'member_link_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('member_link_tokens_member_idx').on(table.memberId, table.purpose, table.createdAt)],
);

/**
 * Failed logins (decision 0174): per account (an HMAC of site + e-mail address, known or not) and per sender
 * fingerprint. Rows older than a day are deleted as new ones come.
 */
export const memberLoginFailures = pgTable(
  'member_login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountKey: text('account_key').notNull(),
    senderFingerprint: text('sender_fingerprint').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('member_login_failures_account_idx').on(table.accountKey, table.failedAt),
    index('member_login_failures_sender_idx').on(table.senderFingerprint, table.failedAt),
  ],
);

/** Addresses that logged into an account (30 days): the account's brake does not slow them (decision 0174). */
export const memberTrustedSenders = pgTable(
  'member_trusted_senders',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    senderFingerprint: text('sender_fingerprint').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.senderFingerprint] })],
);

/**
 * What the hourly limits of the member calls count (signup, resend, forgot, newsletter subscribe): per sender
 * fingerprint, and per e-mail key for the mails. Rows older than a day are deleted as new ones come.
 */
export const memberRequests = pgTable(
  'member_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', {
      enum: ['signup', 'resend-verification', 'forgot-password', 'newsletter-subscribe', 'mail'],
    }).notNull(),
    senderFingerprint: text('sender_fingerprint'),
    emailKey: text('email_key'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('member_requests_sender_idx').on(table.kind, table.senderFingerprint, table.at),
    index('member_requests_email_idx').on(table.kind, table.emailKey, table.at),
  ],
);

/**
 * A site's newsletter types (requirements.md §7.1; their list is the project's, decision 0176), in Thai and English.
 */
export const newsletterTypes = pgTable(
  'newsletter_types',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en'),
    descriptionTh: text('description_th'),
    descriptionEn: text('description_en'),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.id] })],
);

/**
 * One subscription per site and e-mail address (a member's or a guest's). A guest's is `pending` until the
 * confirmation link (7 days, single use) is followed; `all` means every type, those added later included.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    memberId: text('member_id').references(() => members.id, { onDelete: 'set null' }),
    types: jsonb('types').$type<string[]>().notNull(),
    allTypes: boolean('all_types').notNull().default(false),
    status: text('status', { enum: ['pending', 'active', 'unsubscribed'] }).notNull(),
    /** A guest's choice waiting for its confirmation link (it replaces `types` and `all_types` when followed). */
    pendingTypes: jsonb('pending_types').$type<string[]>(),
    pendingAll: boolean('pending_all'),
    lang: text('lang', { enum: ['th', 'en'] }).notNull(),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true, mode: 'date' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [uniqueIndex('newsletter_subscriptions_site_email_key').on(table.siteId, table.emailKey)],
);

/**
 * One-click unsubscribe tokens (RFC 8058), one per mail that carries one; only their SHA-256. They work as long
 * as the subscription exists, so a second click still answers "unsubscribed".
 */
export const newsletterUnsubscribeTokens = pgTable('newsletter_unsubscribe_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  subscriptionId: integer('subscription_id')
    .notNull()
    .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * When each scheduled job last started (decision 0163): a replica runs a job only after claiming its row, so
 * several replicas run it once per period between them.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true, mode: 'date' }).notNull(),
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
  videos,
  seedRevisions,
  eventCategories,
  events,
  documentCategories,
  documents,
  brokenFileReports,
  tokenFailures,
  tokenTrustedCallers,
  searchEntries,
  searchWords,
  formTopics,
  contactMessages,
  formIdempotencyKeys,
  complaints,
  complaintResults,
  complaintRatings,
  complaintTrackingFailures,
  complaintPasswordResets,
  tipOffs,
  tipOffResults,
  formAttachments,
  mailOutbox,
  members,
  memberSessions,
  memberLinkTokens,
  memberLoginFailures,
  memberTrustedSenders,
  memberRequests,
  newsletterTypes,
  newsletterSubscriptions,
  newsletterUnsubscribeTokens,
  scheduledJobs,
};
