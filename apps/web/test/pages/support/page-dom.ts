import { within, type BoundFunctions, type queries } from '@testing-library/dom';
import { Window } from 'happy-dom';

/**
 * A rendered page as a visitor's browser would parse it, queried the way a visitor or a screen reader finds
 * things (by role, label, text), not by its markup's spelling. No script runs: this is the server's HTML.
 */
export interface PageDom extends BoundFunctions<typeof queries> {
  document: Document;
  /** The text of the page's main content as it reads, whitespace collapsed (phrases spanning elements). */
  mainText: string;
}

export function pageDom(html: string): PageDom {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableCSSFileLoading: true } });
  window.document.write(html);
  const document = window.document as unknown as Document;
  const main = document.querySelector('main') ?? document.body;
  const mainText = (main.textContent ?? '').replace(/\s+/g, ' ').trim();
  return { document, mainText, ...within(document.body) };
}

/** The options of a select, as a visitor reads them. */
export function optionTexts(select: HTMLElement): string[] {
  return [...(select as HTMLSelectElement).options].map((option) => option.textContent?.trim() ?? '');
}
