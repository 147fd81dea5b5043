import { renderToString } from 'react-dom/server';
import type { PageState } from '../shared/page-state.ts';
import type { PageName } from '../shared/page-names.ts';
import { App } from './App.tsx';
import { i18nFor } from '../shared/texts/i18n.ts';
import type { PageComponent } from '../pages/page-component.ts';
import { pageViews, standaloneViews } from './page-views.ts';

let views: Record<PageName, PageComponent> | null = null;

/** Loads every page kind's view once, before the first render (renders are synchronous). */
export async function prepare(): Promise<void> {
  const entries = await Promise.all(
    Object.entries(pageViews).map(async ([name, view]) => [name, await view()] as const),
  );
  views = Object.fromEntries(entries) as Record<PageName, PageComponent>;
}

/** The server bundle's one job: a page state in, the HTML of the page body out. */
export function renderBody(state: PageState): string {
  if (!views) throw new Error('renderBody before prepare()');
  return renderToString(
    <App
      state={state}
      Page={views[state.page]}
      i18n={i18nFor(state.lang)}
      standalone={standaloneViews.has(state.page)}
    />,
  );
}
