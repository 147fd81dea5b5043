/**
 * The indexed form of an item: a tsvector written out in full (lexemes, positions, weights) from words the API
 * segmented and stemmed, so PostgreSQL's text-search parser never sees the text (decision 0130). The title's words
 * have weight A, the rest weight B; positions keep words' order, so `<->` finds phrases.
 */
import { searchWords, type SearchWord } from '@probation/i18n/search-words';
import { MAX_WORD_LENGTH, type Lexemes } from './lexicon.ts';

/** Words indexed per item: enough for any page or news item; the rest of a very long text is not searchable. */
export const MAX_TITLE_WORDS = 200;
export const MAX_BODY_WORDS = 10_000;
/** PostgreSQL keeps at most 256 positions of a lexeme and positions up to 16383. */
const MAX_POSITIONS_PER_LEXEME = 256;
const MAX_POSITION = 16_383;
/** Latin words kept for typo tolerance (trigrams): letters only, at least 3 of them. */
const MIN_TYPO_WORD_LENGTH = 3;

export interface ItemWords {
  title: SearchWord[];
  body: SearchWord[];
}

export function itemWords(title: string, body: string): ItemWords {
  return {
    title: searchWords(title).slice(0, MAX_TITLE_WORDS),
    body: searchWords(body).slice(0, MAX_BODY_WORDS),
  };
}

/** A lexeme as a quoted tsvector / tsquery element: quotes doubled, backslashes escaped. */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/gu, '\\\\').replace(/'/gu, "''")}'`;
}

/** The tsvector text of an item's words. */
export function tsvectorText(words: ItemWords, lexemes: Lexemes): string {
  const positions = new Map<string, string[]>();
  const add = (list: readonly SearchWord[], first: number, weight: 'A' | 'B') => {
    list.forEach((word, index) => {
      const lexeme = lexemes.get(word.normalized);
      const position = Math.min(first + index, MAX_POSITION);
      if (!lexeme) return;
      const at = positions.get(lexeme) ?? [];
      if (at.length < MAX_POSITIONS_PER_LEXEME) at.push(`${position}${weight}`);
      positions.set(lexeme, at);
    });
  };
  add(words.title, 1, 'A');
  // A gap between title and body, so a phrase never runs from the title's last word into the body's first.
  add(words.body, words.title.length + 3, 'B');
  return [...positions].map(([lexeme, at]) => `${quoteLexeme(lexeme)}:${at.join(',')}`).join(' ');
}

/** The item's distinct Latin words (as written, lower case), for trigram matching of a mistyped query word. */
export function typoWords(words: ItemWords): Set<string> {
  const found = new Set<string>();
  for (const word of [...words.title, ...words.body]) {
    const { normalized } = word;
    if (
      word.script === 'latin' &&
      normalized.length >= MIN_TYPO_WORD_LENGTH &&
      normalized.length <= MAX_WORD_LENGTH &&
      /^\p{L}+$/u.test(normalized)
    ) {
      found.add(normalized);
    }
  }
  return found;
}
