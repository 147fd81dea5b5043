import type { PageKind } from '../page-kind.ts';

/** The error screen of requirements.md §3.6 for a path that names nothing (404). */
export const notFoundPage: PageKind<undefined> = {
  title: ({ state, t }) => t('errors.pageNotFound', { path: state.detail.requestedPath ?? state.path }),
};

/** The error screen of requirements.md §3.6 for a failure (the status and what the visitor can do). */
export const errorPage: PageKind<undefined> = {
  title: ({ state, t }) => t('errors.errorTitle', { status: state.status }),
};
