import type { TFunction } from 'i18next';
import type { PageHead } from '../page-kind.ts';

/** The head of what an unknown host name gets (404): no site behind it, so no site layout. */
export function siteNotFoundHead(t: TFunction): PageHead {
  return { title: t('siteNotFound.title') };
}
