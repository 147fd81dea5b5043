import type { PageState } from './page-state.ts';

export const pageStateElementId = 'page-state';

/** JSON for a `<script type="application/json">` tag: `<` is escaped so the data can never close the tag. */
export function serialisePageState(state: PageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readPageState(doc: Document = document): PageState {
  const element = doc.getElementById(pageStateElementId);
  if (!element?.textContent) throw new Error('The page carries no page state');
  return JSON.parse(element.textContent) as PageState;
}
