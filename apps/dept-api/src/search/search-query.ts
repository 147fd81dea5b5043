/**
 * GET /site/{siteId}/search: the visitor's text becomes words (the same segmentation and stemming as the index),
 * the words a tsquery written out by the API and passed as a bound parameter (no SQL is ever built from the text),
 * with typo alternatives for Latin words the site's index lacks (pg_trgm). Hits are ranked: phrase in the title,
 * phrase anywhere, all words in the title, then cover density (ts_rank_cd, title weight A over body weight B,
 * rounded to one decimal so that near-equal relevance counts as equal); the newest first when equal. Decision 0130.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_MAX_WORDS,
  type Lang,
  type SearchHit,
  type SearchHitType,
  type SearchResult,
} from '@probation/contract';
import { searchWords, type SearchWord } from '@probation/i18n/search-words';
import type { Db } from '../db/database.ts';
import { lookUpLexemes } from './lexicon.ts';
import { truncate } from './plain-text.ts';
import { quoteLexeme } from './search-document.ts';
import { markedText, snippet, SNIPPET_SCAN_CHARACTERS } from './snippet.ts';
import { queryRows } from './sql-rows.ts';

export interface SearchQuery {
  q: string;
  lang: Lang;
  type?: SearchHitType;
  year?: number;
  category?: string;
  page: number;
  pageSize: number;
}

/** Latin words this long or longer that the index lacks are looked for as their closest indexed words. */
const MIN_TYPO_LENGTH = 4;
/** How close a word must be (pg_trgm similarity) to stand in for a mistyped one, and how many may. */
const MIN_SIMILARITY = 0.4;
const MAX_ALTERNATIVES = 3;

/** One word of the query: the lexemes that match it (its own, and the closest indexed words for a typo). */
interface Term {
  lexemes: string[];
  /** Its place in the query (stop words count), for phrases. */
  position: number;
}

function termText(term: Term, weight: '' | ':A'): string {
  const alternatives = term.lexemes.map((lexeme) => `${quoteLexeme(lexeme)}${weight}`);
  return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`;
}

function allOf(terms: readonly Term[], weight: '' | ':A'): string {
  return terms.map((term) => termText(term, weight)).join(' & ');
}

/** The words in the order typed, as adjacent as they were (`<2>` over a left-out stop word). */
function phraseOf(terms: readonly Term[], weight: '' | ':A'): string {
  return terms
    .map((term, index) =>
      index === 0
        ? termText(term, weight)
        : `<${term.position - terms[index - 1]!.position}> ${termText(term, weight)}`,
    )
    .join(' ');
}

const base = (siteId: string, lang: Lang) => sql`site_id = ${siteId} and lang = ${lang}`;

/**
 * Alternatives for a Latin word no item of the site has in this language: the most similar words of the site's
 * index (the trigram index finds those above pg_trgm's similarity threshold, 0.3; at least MIN_SIMILARITY count).
 */
async function typoAlternatives(db: Db, siteId: string, lang: Lang, word: SearchWord): Promise<SearchWord[]> {
  const rows = await queryRows<{ word: string }>(
    db,
    sql`select word from search_words
        where ${base(siteId, lang)} and word % ${word.normalized}
          and similarity(word, ${word.normalized}) >= ${MIN_SIMILARITY}
        order by similarity(word, ${word.normalized}) desc, word
        limit ${MAX_ALTERNATIVES}`,
  );
  return rows.map((row) => ({ ...word, text: row.word, normalized: row.word }));
}

async function indexHas(db: Db, siteId: string, lang: Lang, lexeme: string): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from search_entries where ${base(siteId, lang)}
          and document @@ ${quoteLexeme(lexeme)}::tsquery) as found`,
  );
  return rows[0]?.found === true;
}

/** The query's terms, in order; none when it has no word to look for. */
async function termsOf(db: Db, siteId: string, lang: Lang, q: string): Promise<Term[]> {
  const words = searchWords(q).slice(0, SEARCH_MAX_WORDS);
  const lexemes = await lookUpLexemes(db, words);
  const terms: Term[] = [];
  for (const [position, word] of words.entries()) {
    const lexeme = lexemes.get(word.normalized);
    if (!lexeme) continue;
    const term: Term = { lexemes: [lexeme], position };
    if (
      word.script === 'latin' &&
      word.normalized.length >= MIN_TYPO_LENGTH &&
      !(await indexHas(db, siteId, lang, lexeme))
    ) {
      const alternatives = await typoAlternatives(db, siteId, lang, word);
      const stems = await lookUpLexemes(db, alternatives);
      for (const alternative of alternatives) {
        const stem = stems.get(alternative.normalized);
        if (stem && !term.lexemes.includes(stem)) term.lexemes.push(stem);
      }
    }
    terms.push(term);
  }
  return terms;
}

interface HitRow {
  kind: SearchHitType;
  item_id: string;
  section: string;
  title: string;
  body: string;
  date: Date | string | null;
  content_lang: 'th' | 'en';
}

/** A matcher of the words of hits: Thai words compare as they are; Latin words by stem (looked up in one go). */
async function wordMatcher(db: Db, terms: readonly Term[], rows: readonly HitRow[]) {
  const wanted = new Set(terms.flatMap((term) => term.lexemes));
  // A stem starts like its word (Snowball English keeps the first letters), so only Latin words that start like a
  // wanted lexeme need their stem: a long body costs no lookups for words that cannot match.
  const starts = new Set([...wanted].map((lexeme) => lexeme.slice(0, 2)));
  const candidates = rows.flatMap((row) =>
    searchWords(`${row.title} ${truncate(row.body, SNIPPET_SCAN_CHARACTERS)}`).filter(
      (word) => word.script !== 'latin' || starts.has(word.normalized.slice(0, 2)),
    ),
  );
  const lexemes = await lookUpLexemes(db, candidates);
  return (word: SearchWord) => {
    const lexeme = word.script === 'latin' ? lexemes.get(word.normalized) : word.normalized;
    return lexeme !== undefined && lexeme !== null && wanted.has(lexeme);
  };
}

function emptyResult(query: SearchQuery): SearchResult {
  return {
    items: [],
    total: 0,
    page: query.page,
    page_size: query.pageSize,
    facets: { types: [], years: [] },
  };
}

export async function searchSite(db: Db, siteId: string, query: SearchQuery): Promise<SearchResult> {
  const terms = await termsOf(db, siteId, query.lang, query.q);
  if (terms.length === 0) return emptyResult(query);

  const matches = sql`document @@ ${allOf(terms, '')}::tsquery`;
  const byCategory: SQL = query.category === undefined ? sql`true` : sql`category = ${query.category}`;
  const byType: SQL = query.type === undefined ? sql`true` : sql`kind = ${query.type}`;
  const byYear: SQL = query.year === undefined ? sql`true` : sql`year = ${query.year}`;
  const matching = sql`${base(siteId, query.lang)} and ${matches} and ${byCategory}`;

  const types = await queryRows<{ type: SearchHitType; count: number }>(
    db,
    sql`select kind as type, count(*)::int as count from search_entries where ${matching} and ${byYear}
        group by kind order by count desc, kind`,
  );
  const years = await queryRows<{ year: number; count: number }>(
    db,
    sql`select year, count(*)::int as count from search_entries
        where ${matching} and ${byType} and year is not null group by year order by year desc`,
  );
  const total = types
    .filter((row) => query.type === undefined || row.type === query.type)
    .reduce((sum, row) => sum + row.count, 0);

  const score = sql`(
      (case when document @@ ${phraseOf(terms, ':A')}::tsquery then 8 else 0 end)
    + (case when document @@ ${phraseOf(terms, '')}::tsquery then 4 else 0 end)
    + (case when document @@ ${allOf(terms, ':A')}::tsquery then 2 else 0 end)
    + round(ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', document, ${allOf(terms, '')}::tsquery, 32)::numeric, 1)
  )::float8`;
  const rows =
    total === 0
      ? []
      : await queryRows<HitRow>(
          db,
          sql`select kind, item_id, section, title, body, date, content_lang from search_entries
              where ${matching} and ${byType} and ${byYear}
              order by ${score} desc, date desc nulls last, kind, item_id
              limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
        );
  const isMatch = await wordMatcher(db, terms, rows);
  const items: SearchHit[] = rows.map((row) => ({
    type: row.kind,
    id: row.item_id,
    section: row.section,
    title: row.title,
    title_parts: markedText(row.title, isMatch),
    date: row.date === null ? null : new Date(row.date).toISOString(),
    snippet: snippet(row.body, isMatch),
    content_lang: row.content_lang,
  }));
  return {
    items,
    total,
    page: query.page,
    page_size: query.pageSize,
    facets: { types, years: years.map((row) => ({ year: Number(row.year), count: row.count })) },
  };
}
