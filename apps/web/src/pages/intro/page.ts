import { found, type PageKind } from '../page-kind.ts';

/** The intro (splash) page of a site, with the way in: `/` and /{lang}/Intropage. */
export const introPage: PageKind<undefined> = {
  load: () => found({ content: undefined, title: null }),
};
