/**
 * Hits' titles and texts, segmented, remembered by their text (decision 0133): segmentation is about a third of an
 * uncached search's CPU, and the items a site's common words find are the same few from one query to the next. A
 * text's pieces depend on the text alone, so a remembered one is never stale. Bounded by characters held (the
 * pieces take some tens of bytes per character); the least recently used go first. Only stored texts come here,
 * never what a visitor typed.
 */
import { segmentText, type TextSegment } from '@probation/i18n/search-words';

export const MAX_REMEMBERED_CHARACTERS = 100_000;
/** A longer text is segmented every time (it would push out many others). */
const MAX_TEXT_CHARACTERS = 10_000;

const remembered = new Map<string, readonly TextSegment[]>();
let characters = 0;

/** The text's pieces (shared: callers never change them). */
export function segmentedText(text: string): readonly TextSegment[] {
  const found = remembered.get(text);
  if (found) {
    remembered.delete(text);
    remembered.set(text, found);
    return found;
  }
  const pieces = segmentText(text);
  if (text.length <= MAX_TEXT_CHARACTERS) {
    remembered.set(text, pieces);
    characters += text.length;
    for (const oldest of remembered.keys()) {
      if (characters <= MAX_REMEMBERED_CHARACTERS) break;
      remembered.delete(oldest);
      characters -= oldest.length;
    }
  }
  return pieces;
}

/** Characters of the texts remembered now (for tests). */
export function rememberedCharacters(): number {
  return characters;
}
