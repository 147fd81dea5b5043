import type { SubmittedForm } from '../../shared/submitted-form.ts';
import { emptyForm, formPageTitle } from '../../shared/form-page.ts';
import { found, type PageKind } from '../page-kind.ts';
import { toLogin } from '../member-guard.ts';

export interface MemberProfileEditContent {
  form: SubmittedForm;
  hasPicture: boolean;
}

/**
 * `/{lang}/members/profile/edit` (requirements.md §7.1, §9.1 call 4; login required): first and last name, phone,
 * birthday, gender and a picture (JPG, PNG or GIF up to 2 MB), posted to itself (multipart).
 */
export const memberProfileEditPage: PageKind<MemberProfileEditContent> = {
  neverKept: true,
  load({ lang, member, form: sent, t }) {
    if (!member) return toLogin(lang, 'profile/edit');
    const { profile } = member;
    const form =
      sent ??
      emptyForm({
        firstName: profile.first_name,
        lastName: profile.last_name,
        phone: profile.phone ?? '',
        birthday: profile.birthday ?? '',
        gender: profile.gender ?? '',
      });
    return found({
      content: { form, hasPicture: profile.profile_image !== null },
      title: formPageTitle(form, 'members.profile.editTitle', t),
    });
  },
};
