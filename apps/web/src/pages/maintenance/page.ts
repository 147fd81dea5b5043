import type { PageKind } from '../page-kind.ts';

/** The maintenance screen every path of a site in maintenance answers (503), in both languages. */
export const maintenancePage: PageKind<undefined> = {
  title: ({ t }) => t('maintenance.title'),
};
