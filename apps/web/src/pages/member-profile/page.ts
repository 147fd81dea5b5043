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
  load({ lang, member, params, t }) {
    if (!member) return toLogin(lang, 'profile');
    const { username, email, first_name, last_name, phone, birthday, gender, profile_image } = member.profile;
    return found({
      content: {
        profile: { username, email, first_name, last_name, phone, birthday, gender, profile_image },
        saved: params.saved === '1',
      },
      title: t('members.profile.title'),
    });
  },
};
