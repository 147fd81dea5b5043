import { renderToString } from 'react-dom/server';
import type { PageState } from '../shared/page-state.ts';
import { pageKind, pageKinds, type PageName } from '../pages/page-kinds.ts';
import { renderedBody } from '../server/render/rendered-bodies.ts';
import { App } from './App.tsx';
import { i18nFor } from './runtime/i18n.ts';
import type { PageComponent } from '../pages/page-component.ts';

let components: Record<PageName, PageComponent> | null = null;

/** Loads every page kind's component once, before the first render (renders are synchronous). */
export async function prepare(): Promise<void> {
  const entries = await Promise.all(
    Object.entries(pageKinds).map(async ([name, kind]) => [name, await kind.component()] as const),
  );
  components = Object.fromEntries(entries) as unknown as Record<PageName, PageComponent>;
}

/** The server bundle's one job: a page state in, the HTML of the page body out. */
export function renderBody(state: PageState): string {
  if (!components) throw new Error('renderBody before prepare()');
  const i18n = i18nFor(state.lang);
  const kind = pageKind(state.page);
  const Page = components[state.page];
  return renderedBody(state, kind, () =>
    renderToString(<App state={state} Page={Page} i18n={i18n} standalone={kind.standalone === true} />),
  );
}
