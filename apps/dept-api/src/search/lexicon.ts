/**
 * Lexemes: the form of a word the index stores and a query looks for. Thai and other words are their normalised
 * form (whole words: no stemming, no prefixes). Latin words go through PostgreSQL's Snowball English stemmer
 * (`english_stem`, the dictionary of the `english` configuration, stop words included): `bracelets` → `bracelet`,
 * `the` → none. Only the dictionary is used, never PostgreSQL's parser, whose idea of a Thai letter depends on the
 * server's locale; the dictionary is the same on PGlite and on a PostgreSQL server. Stems are remembered (a bounded
 * map), so a warm process asks the database only for words it has not seen.
 */
import { sql } from 'drizzle-orm';
import type { SearchWord } from '@probation/i18n/search-words';
import type { Db } from '../db/database.ts';
import { queryRows } from './sql-rows.ts';

/** Longer words are not indexed (a tsvector lexeme is at most 2 KB; no real word is this long). */
export const MAX_WORD_LENGTH = 60;
const REMEMBERED_STEMS = 50_000;
const WORDS_PER_QUERY = 1_000;

const stems = new Map<string, string | null>();

/** Lexemes by normalised word; null for a stop word or an overlong word. */
export type Lexemes = ReadonlyMap<string, string | null>;

function direct(word: SearchWord): string | null | undefined {
  if (word.normalized.length > MAX_WORD_LENGTH) return null;
  if (word.script !== 'latin') return word.normalized;
  return stems.get(word.normalized);
}

/** The lexemes of these words (asking the database for Latin words not seen before). */
export async function lookUpLexemes(db: Db, words: Iterable<SearchWord>): Promise<Lexemes> {
  const found = new Map<string, string | null>();
  const unknown = new Set<string>();
  for (const word of words) {
    const lexeme = direct(word);
    if (lexeme === undefined) unknown.add(word.normalized);
    else found.set(word.normalized, lexeme);
  }
  const asked = [...unknown];
  for (let start = 0; start < asked.length; start += WORDS_PER_QUERY) {
    const chunk = asked.slice(start, start + WORDS_PER_QUERY);
    const values = sql.join(
      chunk.map((word) => sql`(${word}::text)`),
      sql`, `,
    );
    const rows = await queryRows<{ word: string; lexemes: string[] | null }>(
      db,
      sql`select v.word, ts_lexize('english_stem', v.word) as lexemes from (values ${values}) as v(word)`,
    );
    if (stems.size + rows.length > REMEMBERED_STEMS) stems.clear();
    for (const row of rows) {
      const lexeme = row.lexemes?.[0] ?? null;
      stems.set(row.word, lexeme);
      found.set(row.word, lexeme);
    }
  }
  return found;
}
