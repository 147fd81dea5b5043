import { memberPath } from '../../shared/routes.ts';
import type { CaptchaChallenge, SubmittedForm } from '../../shared/submitted-form.ts';
import { emptyForm, formPageTitle } from '../../shared/form-page.ts';
import { found, type PageKind } from '../page-kind.ts';

export interface MemberRegisterContent {
  form: SubmittedForm;
  captcha: CaptchaChallenge;
  /** Registered: the page says the verification link is on its way (`?sent=1`, after the POST's 303). */
  sent: boolean;
}

/**
 * `/{lang}/members/register` (requirements.md §7.1): username, first and last name, e-mail, the password twice
 * (with the strength meter), the agreement and the captcha, posted to itself. A member is sent to the dashboard.
 */
export const memberRegisterPage: PageKind<MemberRegisterContent> = {
  neverKept: true,
  async load({ lang, member, params, form, captchaChallenge }) {
    if (member) return { kind: 'redirect', location: memberPath(lang, 'dashboard') };
    return found({ form: form ?? emptyForm(), captcha: await captchaChallenge(), sent: params.sent === '1' });
  },
  title: ({ content, t }) =>
    formPageTitle(content.form, content.sent ? 'members.register.sentTitle' : 'members.register.title', t),
  description: ({ t }) => t('members.register.lead'),
};
