import type { SubmittedForm } from '../../shared/submitted-form.ts';
import { emptyForm, formPageTitle } from '../../shared/form-page.ts';
import { found, type PageKind } from '../page-kind.ts';

export interface MemberResetPasswordContent {
  form: SubmittedForm;
  /** The link's token (kept in the form), or null: the link is invalid or has expired (also dept-api's 400). */
  token: string | null;
}

export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * `/{lang}/members/reset-password?token=…` (requirements.md §7.1): the new password twice, with the strength meter;
 * the token from the link travels in the form. A link that is invalid, used or expired says so and offers a new one.
 */
export const memberResetPasswordPage: PageKind<MemberResetPasswordContent> = {
  neverKept: true,
  load({ params, form, answer, t }) {
    const token = params.token ?? '';
    const content: MemberResetPasswordContent = (answer as MemberResetPasswordContent | undefined) ?? {
      form: form ?? emptyForm(),
      token: RESET_TOKEN_PATTERN.test(token) ? token : null,
    };
    return found({
      content,
      title: formPageTitle(
        content.form,
        content.token ? 'members.reset.title' : 'members.reset.invalidTitle',
        t,
      ),
    });
  },
};
