/**
 * Word segmentation for search, the same at index time and at query time (decision 0130). Thai is
 * written without spaces between words, so words come from `Intl.Segmenter` (ICU's dictionary-based breaker; Node
 * needs full ICU, which the pinned Node 24 has, and every current browser has it). Pure and browser-safe.
 */

/** The script a word is written in: Thai words are matched whole, Latin words are stemmed and typo-tolerant. */
export type WordScript = 'thai' | 'latin' | 'other';

export interface SearchWord {
  /** The word as written in the text. */
  text: string;
  /** Where it starts and ends in the text (UTF-16 offsets, `text.slice(start, end)`). */
  start: number;
  end: number;
  /**
   * Lower case, NFKC-normalised (full-width Latin becomes Latin), Thai digits as 0-9, SARA AM in one form,
   * typographic apostrophes made straight: what an index compares.
   */
  normalized: string;
  script: WordScript;
}

/** One piece of a text: a word or what lies between words (spaces, punctuation). */
export interface TextSegment {
  text: string;
  start: number;
  end: number;
  /** The word, when this piece is one (segments between words have none). */
  word: SearchWord | null;
}

const THAI = /\p{Script=Thai}/u;
const LATIN = /\p{Script=Latin}/u;

let segmenter: Intl.Segmenter | undefined;

function wordSegmenter(): Intl.Segmenter {
  // Thai rules segment Latin text the same way as English rules do, so one segmenter serves mixed text.
  segmenter ??= new Intl.Segmenter('th', { granularity: 'word' });
  return segmenter;
}

const THAI_DIGIT_ZERO = 0x0e50;
/** Thai characters that are word-like to ICU but carry no word: the repetition and abbreviation marks. */
const MARKS_ONLY = /^[\u0e46\u0e2f\u0e5a\u0e5b]+$/u;

/** The form a word is compared in. */
export function normalizeWord(word: string): string {
  return (
    word
      .normalize('NFKC')
      .toLowerCase()
      // NFKC splits SARA AM into NIKHAHIT + SARA AA; people type either, so both become SARA AM.
      .replace(/\u0e4d\u0e32/gu, '\u0e33')
      .replace(/[\u0e50-\u0e59]/gu, (digit) => String(digit.charCodeAt(0) - THAI_DIGIT_ZERO))
      .replace(/[\u2018\u2019\u02bc]/gu, "'")
      // ICU keeps the repetition mark with its word (เด็กๆ); the word is what is searched for.
      .replace(/[\u0e46\u0e2f]+$/u, '')
  );
}

function scriptOf(normalized: string): WordScript {
  if (THAI.test(normalized)) return 'thai';
  if (LATIN.test(normalized)) return 'latin';
  return 'other';
}

/**
 * Characters ICU keeps inside a word (`report.pdf`, `U.S.A`, `10:30`) that a search should cut at: a file name's
 * words are searched one by one. Apostrophes stay (`don't` is one word to the stemmer).
 */
const INNER_BREAK = /[.:\u00b7\u2024\ufe13\ufe52\ufe55\uff0e\uff1a]+/u;

function piecesOf(segment: string, index: number, isWordLike: boolean): TextSegment[] {
  if (!isWordLike || MARKS_ONLY.test(segment)) {
    return [{ text: segment, start: index, end: index + segment.length, word: null }];
  }
  const pieces: TextSegment[] = [];
  let rest = segment;
  let at = index;
  while (rest !== '') {
    const inner = INNER_BREAK.exec(rest);
    const wordText = inner ? rest.slice(0, inner.index) : rest;
    if (wordText !== '') {
      const normalized = normalizeWord(wordText);
      const end = at + wordText.length;
      const word =
        normalized === ''
          ? null
          : { text: wordText, start: at, end, normalized, script: scriptOf(normalized) };
      pieces.push({ text: wordText, start: at, end, word });
      at = end;
    }
    if (!inner) break;
    pieces.push({ text: inner[0], start: at, end: at + inner[0].length, word: null });
    at += inner[0].length;
    rest = rest.slice(inner.index + inner[0].length);
  }
  return pieces;
}

/** The whole text cut into words and the pieces between them, in order; joining their `text` gives the text. */
export function segmentText(text: string): TextSegment[] {
  const pieces: TextSegment[] = [];
  for (const { segment, index, isWordLike } of wordSegmenter().segment(text)) {
    pieces.push(...piecesOf(segment, index, isWordLike === true));
  }
  return pieces;
}

/** The words of a text, in order (spaces and punctuation left out). */
export function searchWords(text: string): SearchWord[] {
  return segmentText(text).flatMap((piece) => (piece.word ? [piece.word] : []));
}
