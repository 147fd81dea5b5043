import type { TFunction } from 'i18next';
import type { PageHead } from '../page-kind.ts';

/** The head of the maintenance screen every path of a site in maintenance answers (503), in both languages. */
export function maintenanceHead(t: TFunction): PageHead {
  return { title: t('maintenance.title') };
}
