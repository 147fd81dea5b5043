/**
 * Matched words marked in a title or a snippet, as parts `{text, match}` (never HTML: the website prints each part
 * with its own escaping and marks the matched ones, e.g. with <mark>).
 */
import type { TextPart } from '@probation/contract';
import { segmentText, type SearchWord, type TextSegment } from '@probation/i18n/search-words';
import { truncate } from './plain-text.ts';
import { segmentedText } from './segmented-text.ts';

export type WordMatch = (word: SearchWord) => boolean;

/** Characters of context before the first match, and the snippet's length, roughly (cut at word boundaries). */
const CONTEXT_BEFORE = 60;
const SNIPPET_LENGTH = 200;
export const ELLIPSIS = '…';
/**
 * How far into a text a snippet looks for a matched word: a match further in still finds the item, but its snippet
 * shows the text's start (marking bounded work per hit, whatever the text's length).
 */
export const SNIPPET_SCAN_CHARACTERS = 5_000;

function parts(pieces: readonly TextSegment[], isMatch: WordMatch): TextPart[] {
  const found: TextPart[] = [];
  for (const piece of pieces) {
    const match = piece.word !== null && isMatch(piece.word);
    const last = found.at(-1);
    if (last && !last.match && !match) last.text += piece.text;
    else found.push({ text: piece.text, match });
  }
  return found;
}

/** The whole text in parts (a title). */
export function markedText(text: string, isMatch: WordMatch): TextPart[] {
  return parts(segmentText(text), isMatch);
}

/** A text as a snippet looks at it: its first SNIPPET_SCAN_CHARACTERS cut into pieces, and whether it went on. */
export interface ScannedText {
  pieces: readonly TextSegment[];
  cutShort: boolean;
}

/** Segments what a snippet of this text looks at (once per hit: the matcher and the snippet share the pieces). */
export function scanText(text: string): ScannedText {
  const scanned = truncate(text, SNIPPET_SCAN_CHARACTERS);
  return { pieces: segmentedText(scanned), cutShort: scanned.length < text.length };
}

/** The whole text in parts, from its pieces (a title segmented once). */
export function markedPieces(pieces: readonly TextSegment[], isMatch: WordMatch): TextPart[] {
  return parts(pieces, isMatch);
}

/** About SNIPPET_LENGTH characters around the first matched word (the start of the text when none matched). */
export function snippet(text: string, isMatch: WordMatch): TextPart[] {
  return snippetOf(scanText(text), isMatch);
}

/** The snippet of a text already segmented by scanText. */
export function snippetOf({ pieces, cutShort }: ScannedText, isMatch: WordMatch): TextPart[] {
  if (pieces.length === 0) return [];
  const first = Math.max(
    0,
    pieces.findIndex((piece) => piece.word !== null && isMatch(piece.word)),
  );
  let start = first;
  while (start > 0 && pieces[first]!.start - pieces[start - 1]!.start <= CONTEXT_BEFORE) start -= 1;
  let end = first + 1;
  while (end < pieces.length && pieces[end]!.end - pieces[start]!.start <= SNIPPET_LENGTH) end += 1;
  const window = pieces.slice(start, end);
  // No white space at the edges: the ellipsis sits against the text.
  while (window.length > 1 && window[0]!.word === null && window[0]!.text.trim() === '') window.shift();
  while (window.length > 1 && window.at(-1)!.word === null && window.at(-1)!.text.trim() === '') window.pop();
  return [
    ...(start > 0 ? [{ text: ELLIPSIS, match: false }] : []),
    ...parts(window, isMatch),
    ...(end < pieces.length || cutShort ? [{ text: ELLIPSIS, match: false }] : []),
  ];
}
