import type { PageState } from './page-state.ts';

export const pageStateElementId = 'page-state';

const unsafeInScript = /[<\u2028\u2029]/g;
const escapes: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON for a `<script type="application/json">` tag: `<` is escaped so the data can never close the tag. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(unsafeInScript, (char) => escapes[char]!);
}

export function serialisePageState(state: PageState): string {
  return scriptSafeJson(state);
}

export function readPageState(doc: Document = document): PageState {
  const element = doc.getElementById(pageStateElementId);
  if (!element?.textContent) throw new Error('The page carries no page state');
  return JSON.parse(element.textContent) as PageState;
}
