import { within, type BoundFunctions, type queries } from '@testing-library/dom';
import { Window } from 'happy-dom';
import type { LightMyRequestResponse } from 'fastify';

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
  selectAsParsed(document);
  const main = document.querySelector('main') ?? document.body;
  const mainText = (main.textContent ?? '').replace(/\s+/g, ' ').trim();
  return { document, mainText, ...within(document.body) };
}

/**
 * Each select shows the option its HTML marks selected (the last one so marked), as a browser's does. happy-dom's
 * parser selects the wrong one (capricorn86/happy-dom#2372: the second option, whichever is marked), so a select's
 * value would read 2026 on a page that marks 2025.
 */
function selectAsParsed(document: Document): void {
  for (const select of document.querySelectorAll<HTMLSelectElement>('select:not([multiple])')) {
    const options = [...select.options];
    if (options.length === 0) continue;
    const marked = options.filter((option) => option.hasAttribute('selected')).at(-1);
    select.selectedIndex = marked ? options.indexOf(marked) : 0;
  }
}

/** The options of a select, as a visitor reads them. */
export function optionTexts(select: HTMLElement): string[] {
  return [...(select as HTMLSelectElement).options].map((option) => option.textContent?.trim() ?? '');
}

/** A page as the server answered it: the parsed page, its status and headers, and the bytes as sent. */
export type PageAnswer = PageDom & Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body'>;

export function pageAnswer(response: LightMyRequestResponse): PageAnswer {
  const { statusCode, headers, body } = response;
  return { ...pageDom(body), statusCode, headers, body };
}

/** An attribute of the first element of the head a selector finds (a <meta>'s content, a <link>'s href). */
export function headAttribute(
  page: PageDom,
  selector: string,
  attribute = 'content',
): string | null | undefined {
  return page.document.head.querySelector(selector)?.getAttribute(attribute);
}

/** The page's JSON-LD blocks, parsed, in document order. */
export function jsonLdOf(page: PageDom): Record<string, unknown>[] {
  return [...page.document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

/** The hrefs of the links of a navigation landmark found by its accessible name (pagination, months), in order. */
export function linksOf(page: PageDom, navigation: string): string[] {
  const nav = page.getByRole('navigation', { name: navigation });
  return [...nav.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '');
}

/** The links of the page to an address, wherever they are (a card's title, a calendar day's events). */
export function linksTo(page: PageDom, href: string): HTMLElement[] {
  return page.getAllByRole('link').filter((link) => link.getAttribute('href') === href);
}

/** The breadcrumb trail: each crumb's text, its link's href, its aria-current (toEqual ignores those absent). */
export function crumbsOf(
  page: PageDom,
  name = 'Breadcrumb',
): { text: string; href?: string; current?: string }[] {
  return [...page.getByRole('navigation', { name }).querySelectorAll('li')].map((item) => ({
    text: item.textContent ?? '',
    href: item.querySelector('a')?.getAttribute('href') ?? undefined,
    current: item.querySelector('[aria-current]')?.getAttribute('aria-current') ?? undefined,
  }));
}

/** The options of a select as [value, text] pairs, the value a form sends beside what a visitor reads. */
export function optionPairs(select: HTMLElement): [string, string][] {
  return [...(select as HTMLSelectElement).options].map((option) => [
    option.value,
    option.textContent?.trim() ?? '',
  ]);
}

/** The option a select shows, as [value, text]: the value the form sends beside what a visitor reads. */
export function selectedOption(select: HTMLElement): [string, string] {
  const shown = (select as HTMLSelectElement).selectedOptions[0];
  return [shown?.value ?? '', shown?.textContent?.trim() ?? ''];
}

/** The description a visitor reads beside a term of a description list (a <dt> by its text, the <dd> after it). */
export function definitionOf(page: PageDom, term: string): HTMLElement {
  const definition = page.getByText(term, { selector: 'dt' }).nextElementSibling;
  if (definition?.tagName !== 'DD') throw new Error(`No <dd> follows the term ${term}`);
  return definition as HTMLElement;
}
