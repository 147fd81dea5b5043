import type { SubmittedForm } from '../../shared/submitted-form.ts';
import { emptyForm, formPageTitle } from '../../shared/form-page.ts';
import { found, type PageKind } from '../page-kind.ts';
import { toLogin } from '../member-guard.ts';

export interface MemberChangePasswordContent {
  form: SubmittedForm;
  /** Just changed (`?changed=1`, after the POST's 303). */
  changed: boolean;
}

/**
 * `/{lang}/members/change-password` (requirements.md §7.1, §9.1 call 5; login required): the current password and a
 * new one twice.
 */
export const memberChangePasswordPage: PageKind<MemberChangePasswordContent> = {
  neverKept: true,
  load({ lang, member, form: sent, params, t }) {
    if (!member) return toLogin(lang, 'change-password');
    const form = sent ?? emptyForm();
    return found({
      content: { form, changed: params.changed === '1' },
      title: formPageTitle(form, 'members.changePassword.title', t),
    });
  },
};
