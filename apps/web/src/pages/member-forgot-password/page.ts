import type { SubmittedForm } from '../../shared/submitted-form.ts';
import { emptyForm, formPageTitle } from '../../shared/form-page.ts';
import { found, type PageKind } from '../page-kind.ts';

export interface MemberForgotPasswordContent {
  form: SubmittedForm;
  /** Asked: the page gives the one answer (`?sent=1`, after the POST's 303), whether or not the address is known. */
  sent: boolean;
}

/**
 * `/{lang}/members/forgot-password` (requirements.md §7.1): the e-mail address, posted to itself; the answer is
 * always the same ("if an account uses this address, a link is on its way"), so it tells no one who is a member.
 */
export const memberForgotPasswordPage: PageKind<MemberForgotPasswordContent> = {
  neverKept: true,
  load({ params, form: sent, t }) {
    const form = sent ?? emptyForm();
    return found({
      content: { form, sent: params.sent === '1' },
      title: formPageTitle(form, 'members.forgot.title', t),
      description: t('members.forgot.lead'),
    });
  },
};
