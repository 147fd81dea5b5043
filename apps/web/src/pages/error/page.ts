import type { TFunction } from 'i18next';
import type { PageHead } from '../page-kind.ts';

/** The head of the error screen of requirements.md §3.6 for a path that names nothing (404). */
export function notFoundHead(t: TFunction, requestedPath: string): PageHead {
  return { title: t('errors.pageNotFound', { path: requestedPath }) };
}

/** The head of the error screen of requirements.md §3.6 for a failure (the status and what the visitor can do). */
export function errorHead(t: TFunction, status: number): PageHead {
  return { title: t('errors.errorTitle', { status }) };
}
