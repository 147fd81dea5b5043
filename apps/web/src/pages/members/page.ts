import { memberPath } from '../../shared/routes.ts';
import type { PageKind } from '../page-kind.ts';

/**
 * `/{lang}/members`, the members area's entry (requirements.md §7.1): the dashboard for a member, the login for a
 * guest. It only redirects (never kept: the answer depends on the visitor's cookie).
 */
export const membersPage: PageKind<null> = {
  neverKept: true,
  load({ lang, member }) {
    return { kind: 'redirect', location: memberPath(lang, member ? 'dashboard' : 'login') };
  },
};
