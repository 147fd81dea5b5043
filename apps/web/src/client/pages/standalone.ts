import type { PageName } from '../../shared/page-state.ts';

/** Pages that draw their own whole screen; every other page sits inside the site layout. */
export const standalonePages: ReadonlySet<PageName> = new Set(['intro', 'maintenance', 'siteNotFound']);
