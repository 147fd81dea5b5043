/**
 * The search index's rows (`search_entries`): one per item, site and language, built from the content tables with
 * the same shape functions the content calls answer with, so an item without English is indexed (and found) in
 * Thai under `lang=en`, as it is served. Kept current by every content write (`refreshSearchItem`, in the write's
 * transaction) and rebuilt whole by `rebuildSearchIndex` (the seed when the index version changes; the CLI).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  LANGS,
  SEARCH_HIT_TYPES,
  type ContentLang,
  type Lang,
  type SearchHitType,
} from '@probation/contract';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SearchWord } from '@probation/i18n/search-words';
import type { Db } from '../db/database.ts';
import {
  albums,
  documents,
  events,
  news,
  pages,
  searchEntries,
  searchWords,
  sections,
  seedRevisions,
  videos,
} from '../db/schema.ts';
import { toAlbum, type AlbumRow } from '../content/album-shapes.ts';
import { bangkokMidnight } from '../content/bangkok-time.ts';
import { toDocument, type DocumentRow } from '../content/document-shapes.ts';
import { toEvent, type EventRow } from '../content/event-shapes.ts';
import { toNews, type NewsRow } from '../content/news-shapes.ts';
import { toPage, type PageRow } from '../content/page-shapes.ts';
import { toSection, type SectionRow } from '../content/section-repository.ts';
import { toVideo, type VideoRow } from '../content/video-shapes.ts';
import { searchIndexChanged } from './answer-cache.ts';
import { lookUpLexemes } from './lexicon.ts';
import { joinTexts, plainTextOfHtml, truncate } from './plain-text.ts';
import { itemWords, tsvectorText, typoWords, type ItemWords } from './search-document.ts';

/**
 * Raise when what is indexed or how changes (segmentation, stemming, fields): a database whose index was built by
 * an older version is rebuilt at the next start (seedDemoData).
 */
export const SEARCH_INDEX_VERSION = 1;
const INDEX_REVISION_NAME = 'search-index';
/** Longest text kept for snippets. */
const MAX_BODY_CHARACTERS = 30_000;
const ROWS_PER_INSERT = 200;

/** Section types with a list page of their own: a search can lead to them. Pages are indexed as pages. */
const LISTED_SECTION_TYPES = ['news', 'documents', 'photos', 'videos', 'calendar'] as const;

/** What one item says in one language, before segmentation. */
interface IndexedItem {
  siteId: string;
  lang: Lang;
  kind: SearchHitType;
  itemId: string;
  section: string;
  contentLang: ContentLang;
  title: string;
  body: string;
  date: Date | null;
  category: string | null;
}

type Entry = typeof searchEntries.$inferInsert;
type WordRow = typeof searchWords.$inferInsert;
const ROWS_PER_WORD_INSERT = 1_000;

function bangkokYear(instant: Date): number {
  return new Date(instant.getTime() + 7 * 3_600_000).getUTCFullYear();
}

/** What an item's index rows take from its row and from its contract shape; the rest comes from the shape. */
interface ItemIndexing<Item> {
  kind: SearchHitType;
  /** The item as served in a language (the content calls' shape). */
  served: (lang: Lang) => Item;
  fields: (item: Item) => Pick<IndexedItem, 'body' | 'date' | 'category'>;
}

/** One item's index rows, one per language, each with what the item says when served in it. */
function itemRows<Item extends { content_lang: ContentLang; title: string }>(
  row: { siteId: string; section: string; id: string },
  indexing: ItemIndexing<Item>,
): IndexedItem[] {
  return LANGS.map((lang) => {
    const item = indexing.served(lang);
    return {
      siteId: row.siteId,
      lang,
      kind: indexing.kind,
      itemId: row.id,
      section: row.section,
      contentLang: item.content_lang,
      title: item.title,
      ...indexing.fields(item),
    };
  });
}

const newsItems = (row: NewsRow) =>
  itemRows(row, {
    kind: 'news',
    served: (lang) => toNews(row, null, lang),
    fields: (item) => ({
      body: joinTexts([
        item.summary,
        plainTextOfHtml(item.body_html),
        item.tags.join(' '),
        ...item.attachments.map((file) => file.name),
      ]),
      date: row.publishedAt,
      category: row.categoryId,
    }),
  });

const documentItems = (row: DocumentRow) =>
  itemRows(row, {
    kind: 'document',
    served: (lang) => toDocument(row, null, lang),
    fields: (item) => ({
      body: joinTexts([item.description, ...item.files.map((file) => file.name)]),
      date: row.date,
      category: row.categoryId,
    }),
  });

const albumItems = (row: AlbumRow) =>
  itemRows(row, {
    kind: 'album',
    served: (lang) => toAlbum(row, lang),
    fields: (item) => ({
      body: joinTexts([item.description, ...item.photos.flatMap((photo) => [photo.caption, photo.alt])]),
      date: bangkokMidnight(row.date),
      category: null,
    }),
  });

const videoItems = (row: VideoRow) =>
  itemRows(row, {
    kind: 'video',
    served: (lang) => toVideo(row, lang),
    fields: (item) => ({ body: joinTexts([item.description]), date: row.publishedAt, category: null }),
  });

const eventItems = (row: EventRow) =>
  itemRows(row, {
    kind: 'event',
    served: (lang) => toEvent(row, null, lang),
    fields: (item) => ({
      body: joinTexts([plainTextOfHtml(item.description_html), item.location?.name, item.location?.address]),
      date: row.startsAt,
      category: row.categoryId,
    }),
  });

/** A page is its own section: found under its urlname. */
const pageItems = (row: PageRow) =>
  itemRows(
    { siteId: row.siteId, section: row.urlname, id: row.urlname },
    {
      kind: 'page',
      served: (lang) => toPage(row, lang),
      fields: (item) => ({
        body: joinTexts([item.summary, plainTextOfHtml(item.body_html)]),
        date: row.updatedAt,
        category: null,
      }),
    },
  );

function sectionItems(row: SectionRow): IndexedItem[] {
  if (!(LISTED_SECTION_TYPES as readonly string[]).includes(row.type)) return [];
  return LANGS.map((lang) => ({
    siteId: row.siteId,
    lang,
    kind: 'section',
    itemId: row.urlname,
    section: row.urlname,
    contentLang: lang === 'en' && row.titleEn !== null ? 'en' : 'th',
    title: toSection(row, lang).title,
    body: '',
    date: null,
    category: null,
  }));
}

/** The rows of one kind (of one site, or of one item of a site), as indexed items. */
async function itemsOf(db: Db, kind: SearchHitType, siteId?: string, id?: string): Promise<IndexedItem[]> {
  const where = (siteColumn: PgColumn, idColumn: PgColumn) =>
    and(
      siteId === undefined ? undefined : eq(siteColumn, siteId),
      id === undefined ? undefined : eq(idColumn, id),
    );
  switch (kind) {
    case 'news':
      return (await db.select().from(news).where(where(news.siteId, news.id))).flatMap(newsItems);
    case 'document':
      return (await db.select().from(documents).where(where(documents.siteId, documents.id))).flatMap(
        documentItems,
      );
    case 'album':
      return (await db.select().from(albums).where(where(albums.siteId, albums.id))).flatMap(albumItems);
    case 'video':
      return (await db.select().from(videos).where(where(videos.siteId, videos.id))).flatMap(videoItems);
    case 'event':
      return (await db.select().from(events).where(where(events.siteId, events.id))).flatMap(eventItems);
    case 'page':
      return (await db.select().from(pages).where(where(pages.siteId, pages.urlname))).flatMap(pageItems);
    case 'section':
      return (await db.select().from(sections).where(where(sections.siteId, sections.urlname))).flatMap(
        sectionItems,
      );
  }
}

/**
 * Index rows of items, segmented and stemmed (one database round trip for the Latin words not seen before), and
 * the Latin words of each site and language for typo tolerance.
 */
async function entriesOf(
  db: Db,
  items: readonly IndexedItem[],
): Promise<{ entries: Entry[]; words: WordRow[] }> {
  const words: ItemWords[] = items.map((item) =>
    itemWords(item.title, truncate(item.body, MAX_BODY_CHARACTERS)),
  );
  const allWords = function* (): Generator<SearchWord> {
    for (const item of words) yield* [...item.title, ...item.body];
  };
  const lexemes = await lookUpLexemes(db, allWords());
  const latinWords = new Map<string, WordRow>();
  const entries = items.map((item, index): Entry => {
    const itemWords = words[index]!;
    for (const word of typoWords(itemWords)) {
      latinWords.set(`${item.siteId} ${item.lang} ${word}`, { siteId: item.siteId, lang: item.lang, word });
    }
    return {
      siteId: item.siteId,
      lang: item.lang,
      kind: item.kind,
      itemId: item.itemId,
      section: item.section,
      contentLang: item.contentLang,
      title: item.title,
      body: truncate(item.body, MAX_BODY_CHARACTERS),
      document: tsvectorText(itemWords, lexemes),
      date: item.date,
      year: item.date ? bangkokYear(item.date) : null,
      category: item.category,
    };
  });
  return { entries, words: [...latinWords.values()] };
}

async function insertEntries(db: Db, found: { entries: Entry[]; words: WordRow[] }): Promise<void> {
  for (let start = 0; start < found.entries.length; start += ROWS_PER_INSERT) {
    await db.insert(searchEntries).values(found.entries.slice(start, start + ROWS_PER_INSERT));
  }
  for (let start = 0; start < found.words.length; start += ROWS_PER_WORD_INSERT) {
    await db
      .insert(searchWords)
      .values(found.words.slice(start, start + ROWS_PER_WORD_INSERT))
      .onConflictDoNothing();
  }
}

/**
 * Brings one item's index rows up to date after a write (create, update or delete): its rows go, and come back
 * from the stored item when it still exists. Call it in the write's transaction.
 */
export async function refreshSearchItem(
  db: Db,
  kind: SearchHitType,
  siteId: string,
  id: string,
): Promise<void> {
  await db
    .delete(searchEntries)
    .where(and(eq(searchEntries.siteId, siteId), eq(searchEntries.kind, kind), eq(searchEntries.itemId, id)));
  await insertEntries(db, await entriesOf(db, await itemsOf(db, kind, siteId, id)));
  searchIndexChanged();
}

/** Rebuilds the whole index (or one site's part of it) from the content tables; the number of rows written. */
export async function rebuildSearchIndex(db: Db, siteId?: string): Promise<number> {
  await db.delete(searchEntries).where(siteId === undefined ? undefined : eq(searchEntries.siteId, siteId));
  await db.delete(searchWords).where(siteId === undefined ? undefined : eq(searchWords.siteId, siteId));
  let written = 0;
  for (const kind of SEARCH_HIT_TYPES) {
    const found = await entriesOf(db, await itemsOf(db, kind, siteId));
    await insertEntries(db, found);
    written += found.entries.length;
  }
  if (siteId === undefined) {
    await db
      .insert(seedRevisions)
      .values({ name: INDEX_REVISION_NAME, revision: SEARCH_INDEX_VERSION })
      .onConflictDoUpdate({
        target: seedRevisions.name,
        set: { revision: SEARCH_INDEX_VERSION, appliedAt: sql`now()` },
      });
  }
  // The planner's statistics: PGlite has no autovacuum, so without this it would plan searches for a table of
  // unknown size, unlike PostgreSQL once autovacuum has run (decision 0133).
  await db.execute(sql`analyze search_entries, search_words`);
  searchIndexChanged();
  return written;
}

/**
 * Rebuilds the index when it was built by another SEARCH_INDEX_VERSION (or never), or when `contentChanged` (the
 * demo seed wrote content straight into the tables); the number of rows written, 0 when it was current.
 */
export async function ensureSearchIndex(db: Db, contentChanged: boolean): Promise<number> {
  const [row] = await db
    .select({ revision: seedRevisions.revision })
    .from(seedRevisions)
    .where(inArray(seedRevisions.name, [INDEX_REVISION_NAME]));
  if (!contentChanged && row?.revision === SEARCH_INDEX_VERSION) return 0;
  return rebuildSearchIndex(db);
}
