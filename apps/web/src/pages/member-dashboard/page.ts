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
  load({ lang, member, t }) {
    if (!member) return toLogin(lang, 'dashboard');
    const { first_name, last_name, email, username } = member.profile;
    return found({
      content: { firstName: first_name, lastName: last_name, email, username },
      title: t('members.dashboard.title'),
    });
  },
};
