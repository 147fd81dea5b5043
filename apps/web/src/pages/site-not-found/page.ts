import type { PageKind } from '../page-kind.ts';

/** What an unknown host name gets (404): no site behind it, so no site layout. */
export const siteNotFoundPage: PageKind<undefined> = {
  component: () => import('./SiteNotFoundPage.tsx').then((module) => module.SiteNotFoundPage),
  title: ({ t }) => t('siteNotFound.title'),
  standalone: true,
};
