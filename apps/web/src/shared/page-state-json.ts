import type { Language } from '@probation/i18n';
import type { FirebaseSettings, PageState } from './page-state.ts';

export const pageStateElementId = 'page-state';

/**
 * What the browser needs of a page beyond its HTML: its language (islands' texts), its build (a newer build
 * replaces it) and the public runtime settings. Page content is not repeated here: islands carry their own props.
 */
export interface BrowserState {
  lang: Language;
  buildId: string;
  firebase: FirebaseSettings | null;
}

const unsafeInScript = /[<\u2028\u2029]/g;
const escapes: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON for a `<script type="application/json">` tag: `<` is escaped so the data can never close the tag. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(unsafeInScript, (char) => escapes[char]!);
}

export function browserStateOf(state: PageState): BrowserState {
  return { lang: state.lang, buildId: state.buildId, firebase: state.runtime.firebase };
}

export function serialiseBrowserState(state: PageState): string {
  return scriptSafeJson(browserStateOf(state));
}

export function readBrowserState(doc: Document = document): BrowserState {
  const element = doc.getElementById(pageStateElementId);
  if (!element?.textContent) throw new Error('The page carries no page state');
  return JSON.parse(element.textContent) as BrowserState;
}
