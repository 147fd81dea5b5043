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
  async load({ lang, member, params, form: sent, captchaChallenge, t }) {
    if (member) return { kind: 'redirect', location: memberPath(lang, 'dashboard') };
    const form = sent ?? emptyForm();
    const registered = params.sent === '1';
    return found({
      content: { form, captcha: await captchaChallenge(), sent: registered },
      title: formPageTitle(form, registered ? 'members.register.sentTitle' : 'members.register.title', t),
      description: t('members.register.lead'),
    });
  },
};
