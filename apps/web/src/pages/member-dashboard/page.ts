import { found, type PageKind } from '../page-kind.ts';
import { toLogin } from '../member-guard.ts';

export interface MemberDashboardContent {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
}

/**
 * `/{lang}/members/dashboard` (requirements.md §7.1, login required): a guest is sent to the login and back here
 * after it. Shows who is logged in and the member's pages.
 */
export const memberDashboardPage: PageKind<MemberDashboardContent> = {
  neverKept: true,
  async load({ lang, member }) {
    if (!member) return toLogin(lang, 'dashboard');
    const { first_name, last_name, email, username } = member.profile;
    return found({ firstName: first_name, lastName: last_name, email, username });
  },
  title: ({ t }) => t('members.dashboard.title'),
};
