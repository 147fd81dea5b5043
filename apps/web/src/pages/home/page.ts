import type { HomeContentData } from '../../shared/page-state.ts';
import { found, type PageKind } from '../page-kind.ts';

/**
 * The home page. Its content comes with the site shell in one query (server/render/page-shell.ts); null when
 * only that content failed, and the page is shown without it.
 */
export const homePage: PageKind<HomeContentData | null> = {
  load: ({ homeContent }) => found({ content: homeContent ?? null, title: null }),
};
