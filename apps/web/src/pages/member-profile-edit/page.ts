import type { SubmittedForm } from '../../shared/submitted-form.ts';
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
  component: () => import('./MemberProfileEditPage.tsx').then((module) => module.MemberProfileEditPage),
  neverKept: true,
  async load({ lang, member, form }) {
    if (!member) return toLogin(lang, 'profile/edit');
    const { profile } = member;
    return found({
      form: form ?? {
        values: {
          firstName: profile.first_name,
          lastName: profile.last_name,
          phone: profile.phone ?? '',
          birthday: profile.birthday ?? '',
          gender: profile.gender ?? '',
        },
        problems: [],
        formError: null,
        idempotencyKey: '',
      },
      hasPicture: profile.profile_image !== null,
    });
  },
  title: ({ content, t }) =>
    (content.form.problems.length > 0 || content.form.formError ? t('forms.common.errorTitlePrefix') : '') +
    t('members.profile.editTitle'),
};
