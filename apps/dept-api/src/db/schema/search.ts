/** The search index (decision 0130) and the Latin words it offers typo tolerance for. */
import { customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { SEARCH_HIT_TYPES, type SearchHitType } from '@probation/contract';
import { siteIdColumn } from './sites.ts';

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
    siteId: siteIdColumn(),
    lang: text('lang', { enum: ['th', 'en'] }).notNull(),
    kind: text('kind', { enum: SEARCH_HIT_TYPES }).$type<SearchHitType>().notNull(),
    itemId: text('item_id').notNull(),
    section: text('section').notNull(),
    contentLang: text('content_lang', { enum: ['th', 'en'] }).notNull(),
    /** The title and the plain text as served, for the answer and its snippet. */
    title: text('title').notNull(),
    body: text('body').notNull(),
    document: tsvector('document').notNull(),
    date: instant('date'),
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
    siteId: siteIdColumn(),
    lang: text('lang', { enum: ['th', 'en'] }).notNull(),
    word: text('word').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.lang, table.word] }),
    index('search_words_word_idx').using('gin', table.word.op('gin_trgm_ops')),
  ],
);
