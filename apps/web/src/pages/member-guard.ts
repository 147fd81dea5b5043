import type { Language } from '@probation/i18n';
import { memberPath } from '../shared/routes.ts';
import type { LoadOutcome } from './page-kind.ts';

/**
 * The guard of a page that shows or changes a member's data (requirements.md §7.1: login required): a guest is sent
 * to the login, and back to `page` after it.
 */
export function toLogin(lang: Language, page: string): LoadOutcome<never> {
  return { kind: 'redirect', location: memberPath(lang, 'login', memberPath(lang, page)) };
}
