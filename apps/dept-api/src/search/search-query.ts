/**
 * GET /site/{siteId}/search: the visitor's text becomes words (the same segmentation and stemming as the index),
 * the words a tsquery written out by the API and passed as a bound parameter (no SQL is ever built from the text),
 * with typo alternatives for Latin words the site's index lacks (pg_trgm). Hits are ranked: phrase in the title,
 * phrase anywhere, all words in the title, then cover density (ts_rank_cd, title weight A over body weight B,
 * rounded to one decimal so that near-equal relevance counts as equal); the newest first when equal. Decision 0130.
 * Hits, total and facets come from one statement; the typo checks of all words from one more (decision 0133).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_MAX_WORDS,
  type Lang,
  type SearchHit,
  type SearchHitType,
  type SearchResult,
} from '@probation/contract';
import { searchWords, type SearchWord, type TextSegment } from '@probation/i18n/search-words';
import type { Db } from '../db/database.ts';
import type { SearchAnswerCache } from './answer-cache.ts';
import { lookUpLexemes } from './lexicon.ts';
import { quoteLexeme } from './search-document.ts';
import { segmentedText } from './segmented-text.ts';
import { markedPieces, scanText, snippetOf, type ScannedText } from './snippet.ts';
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
 * For each Latin query word long enough to be a typo (MIN_TYPO_LENGTH) whose lexeme no item of the site has in this
 * language: its closest indexed words (the trigram index finds those above pg_trgm's similarity threshold, 0.3; at
 * least MIN_SIMILARITY count), best first. One statement for all the query's words; words the index has get none.
 */
async function typoAlternatives(
  db: Db,
  siteId: string,
  lang: Lang,
  words: ReadonlyArray<{ word: SearchWord; lexeme: string }>,
): Promise<Map<string, string[]>> {
  if (words.length === 0) return new Map();
  const values = sql.join(
    words.map(({ word, lexeme }) => sql`(${word.normalized}::text, ${quoteLexeme(lexeme)}::text)`),
    sql`, `,
  );
  const rows = await queryRows<{ word: string; alternatives: string[] | null }>(
    db,
    sql`select v.word,
          case when exists (select 1 from search_entries where ${base(siteId, lang)}
                            and document @@ v.lexeme::tsquery)
          then null
          else array(select w.word from search_words w
                     where w.site_id = ${siteId} and w.lang = ${lang} and w.word % v.word
                       and similarity(w.word, v.word) >= ${MIN_SIMILARITY}
                     order by similarity(w.word, v.word) desc, w.word
                     limit ${MAX_ALTERNATIVES})
          end as alternatives
        from (values ${values}) as v(word, lexeme)`,
  );
  return new Map(rows.map((row) => [row.word, row.alternatives ?? []]));
}

/** One word of the query with its own lexeme (typo alternatives come later, and only when needed). */
type QueryTerm = Term & { word: SearchWord };

/** The query's terms, in order, each with its own lexeme; none when it has no word to look for. */
async function termsOf(db: Db, words: SearchWord[]): Promise<QueryTerm[]> {
  const lexemes = await lookUpLexemes(db, words);
  const terms: QueryTerm[] = [];
  for (const [position, word] of words.entries()) {
    const lexeme = lexemes.get(word.normalized);
    if (lexeme) terms.push({ lexemes: [lexeme], position, word });
  }
  return terms;
}

/**
 * The terms with typo alternatives for Latin words whose lexeme the site's index lacks; null when no term got one.
 * Only asked when no item matched every word: an item that did has every lexeme, so none would be a typo.
 */
async function withTypoAlternatives(
  db: Db,
  siteId: string,
  lang: Lang,
  terms: readonly QueryTerm[],
): Promise<Term[] | null> {
  const typoCandidates = terms
    .filter(({ word }) => word.script === 'latin' && word.normalized.length >= MIN_TYPO_LENGTH)
    .map(({ word, lexemes: [lexeme] }) => ({ word, lexeme: lexeme! }));
  const alternatives = await typoAlternatives(db, siteId, lang, typoCandidates);
  const alternativeWords = [...alternatives.values()]
    .flat()
    .map((text): SearchWord => ({ text, start: 0, end: text.length, normalized: text, script: 'latin' }));
  if (alternativeWords.length === 0) return null;
  const stems = await lookUpLexemes(db, alternativeWords);
  let added = false;
  const withAlternatives = terms.map(({ lexemes, position, word }) => {
    const found = [...lexemes];
    for (const alternative of alternatives.get(word.normalized) ?? []) {
      const stem = stems.get(alternative);
      if (stem && !found.includes(stem)) {
        found.push(stem);
        added = true;
      }
    }
    return { lexemes: found, position };
  });
  return added ? withAlternatives : null;
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

/** A hit's title and the part of its text a snippet looks at, segmented once. */
interface SegmentedHit {
  row: HitRow;
  title: readonly TextSegment[];
  body: ScannedText;
}

/** A matcher of the words of hits: Thai words compare as they are; Latin words by stem (looked up in one go). */
async function wordMatcher(db: Db, terms: readonly Term[], hits: readonly SegmentedHit[]) {
  const wanted = new Set(terms.flatMap((term) => term.lexemes));
  // A stem starts like its word (Snowball English keeps the first letters), so only Latin words that start like a
  // wanted lexeme need their stem: a long body costs no lookups for words that cannot match.
  const starts = new Set([...wanted].map((lexeme) => lexeme.slice(0, 2)));
  const candidates: SearchWord[] = [];
  for (const hit of hits) {
    for (const piece of [...hit.title, ...hit.body.pieces]) {
      const { word } = piece;
      if (word !== null && word.script === 'latin' && starts.has(word.normalized.slice(0, 2))) {
        candidates.push(word);
      }
    }
  }
  const lexemes =
    candidates.length === 0 ? new Map<string, string | null>() : await lookUpLexemes(db, candidates);
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

/** One row of the search statement: a hit (in rank order), or a facet count. */
interface AnswerRow extends Omit<HitRow, 'kind'> {
  part: 'hit' | 'type' | 'year' | 'matched';
  kind: SearchHitType | null;
  year: number | null;
  /** A facet's count; a hit's place in the ranking; the number of items matched. */
  n: number;
}

/**
 * The rank of a hit: phrase in the title 8, phrase anywhere 4, all words in the title 2, plus cover density
 * rounded to one decimal. For one word (and its typo alternatives) the phrase is the word itself: the same score
 * is 10 for the word in the title plus 4, without evaluating the same tsquery three times per matching row.
 */
function scoreOf(terms: readonly Term[]): SQL {
  const rank = sql`round(ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', document, ${allOf(terms, '')}::tsquery, 32)::numeric, 1)`;
  if (terms.length === 1) {
    return sql`((case when document @@ ${allOf(terms, ':A')}::tsquery then 10 else 0 end) + 4 + ${rank})::float8`;
  }
  return sql`(
      (case when document @@ ${phraseOf(terms, ':A')}::tsquery then 8 else 0 end)
    + (case when document @@ ${phraseOf(terms, '')}::tsquery then 4 else 0 end)
    + (case when document @@ ${allOf(terms, ':A')}::tsquery then 2 else 0 end)
    + ${rank}
  )::float8`;
}

/**
 * One statement (one round trip, each item's document matched once) for the page of hits in rank order, both
 * facets and the number of items that matched every word under the category.
 */
function answerRows(
  db: Db,
  siteId: string,
  query: SearchQuery,
  terms: readonly Term[],
): Promise<AnswerRow[]> {
  const byCategory: SQL = query.category === undefined ? sql`true` : sql`category = ${query.category}`;
  const inType: SQL = query.type === undefined ? sql`true` : sql`kind = ${query.type}`;
  const inYear: SQL = query.year === undefined ? sql`true` : sql`year = ${query.year}`;
  // The items matching every word under the category, then the page of hits under all filters in rank order (texts
  // read for those only, by primary key: `limit 1` keeps the planner from turning the lookup into a scan of the
  // site's rows), the type facet under every filter but type, the year facet under every filter but year, and how
  // many items matched at all.
  return queryRows<AnswerRow>(
    db,
    sql`with matched as materialized (
          select kind, item_id, year, date, document, ${inType} as in_type, ${inYear} as in_year
          from search_entries
          where ${base(siteId, query.lang)} and document @@ ${allOf(terms, '')}::tsquery and ${byCategory}
        ),
        ranked as (
          select kind, item_id, row_number() over (order by score desc, date desc nulls last, kind, item_id) as n
          from (select kind, item_id, date, ${scoreOf(terms)} as score from matched where in_type and in_year) scored
          order by n
          limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
        )
        select 'hit' as part, e.kind, e.item_id, e.section, e.title, e.body, e.date, e.content_lang,
               null::int as year, ranked.n::int as n
          from ranked cross join lateral (
            select * from search_entries
            where site_id = ${siteId} and lang = ${query.lang} and kind = ranked.kind and item_id = ranked.item_id
            limit 1
          ) e
        union all
        select 'type', kind, null, null, null, null, null, null, null, count(*)::int
          from matched where in_year group by kind
        union all
        select 'year', null, null, null, null, null, null, null, year, count(*)::int
          from matched where in_type and year is not null group by year
        union all
        select 'matched', null, null, null, null, null, null, null, null, count(*)::int from matched`,
  );
}

/**
 * The answer to a search. With a cache (embedded PGlite: search-routes.ts), an answer to the same words, filters
 * and page is served from it until the index changes.
 */
export async function searchSite(
  db: Db,
  siteId: string,
  query: SearchQuery,
  cache?: SearchAnswerCache,
): Promise<SearchResult> {
  const words = searchWords(query.q).slice(0, SEARCH_MAX_WORDS);
  if (cache === undefined) return answer(db, siteId, query, words);
  const key = { siteId, ...query, words: words.map((word) => word.normalized) };
  return cache.answer(key, () => answer(db, siteId, query, words));
}

async function answer(
  db: Db,
  siteId: string,
  query: SearchQuery,
  words: SearchWord[],
): Promise<SearchResult> {
  const ownTerms = await termsOf(db, words);
  if (ownTerms.length === 0) return emptyResult(query);
  let terms: readonly Term[] = ownTerms;
  let rows = await answerRows(db, siteId, query, terms);
  // Typo tolerance costs a statement only when nothing matched every word as typed.
  if (rows.find((row) => row.part === 'matched')?.n === 0) {
    const corrected = await withTypoAlternatives(db, siteId, query.lang, ownTerms);
    if (corrected) {
      terms = corrected;
      rows = await answerRows(db, siteId, query, terms);
    }
  }
  const types = rows
    .filter((row) => row.part === 'type')
    .map((row) => ({ type: row.kind!, count: row.n }))
    .sort((a, b) => b.count - a.count || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
  const years = rows
    .filter((row) => row.part === 'year')
    .map((row) => ({ year: Number(row.year), count: row.n }))
    .sort((a, b) => b.year - a.year);
  const total = types
    .filter((row) => query.type === undefined || row.type === query.type)
    .reduce((sum, row) => sum + row.count, 0);

  const hits: SegmentedHit[] = rows
    .filter((row) => row.part === 'hit')
    .sort((a, b) => a.n - b.n)
    .map((row) => ({ row: row as HitRow, title: segmentedText(row.title), body: scanText(row.body) }));
  const isMatch = await wordMatcher(db, terms, hits);
  const items: SearchHit[] = hits.map(({ row, title, body }) => ({
    type: row.kind,
    id: row.item_id,
    section: row.section,
    title: row.title,
    title_parts: markedPieces(title, isMatch),
    date: row.date === null ? null : new Date(row.date).toISOString(),
    snippet: snippetOf(body, isMatch),
    content_lang: row.content_lang,
  }));
  return {
    items,
    total,
    page: query.page,
    page_size: query.pageSize,
    facets: { types, years },
  };
}
