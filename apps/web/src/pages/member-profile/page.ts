import type { MemberProfile } from '../../server/members/member-session.ts';
import { found, type PageKind } from '../page-kind.ts';
import { toLogin } from '../member-guard.ts';

export interface MemberProfileContent {
  profile: Pick<
    MemberProfile,
    'username' | 'email' | 'first_name' | 'last_name' | 'phone' | 'birthday' | 'gender' | 'profile_image'
  >;
  /** Just saved (`?saved=1`, after the edit's 303). */
  saved: boolean;
}

/** `/{lang}/members/profile` (requirements.md §7.1; login required): the member's details and picture. */
export const memberProfilePage: PageKind<MemberProfileContent> = {
  neverKept: true,
  async load({ lang, member, params }) {
    if (!member) return toLogin(lang, 'profile');
    const { username, email, first_name, last_name, phone, birthday, gender, profile_image } = member.profile;
    return found({
      profile: { username, email, first_name, last_name, phone, birthday, gender, profile_image },
      saved: params.saved === '1',
    });
  },
  title: ({ t }) => t('members.profile.title'),
};
