import type { PageKind } from '../page-kind.ts';

/** What an unknown host name gets (404): no site behind it, so no site layout. */
export const siteNotFoundPage: PageKind<undefined> = {
  title: ({ t }) => t('siteNotFound.title'),
};
