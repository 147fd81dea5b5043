import type { CaptchaChallenge, SubmittedForm } from '../../shared/submitted-form.ts';
import { found, type PageKind } from '../page-kind.ts';
import { emptyForm, formPageTitle } from '../../shared/form-page.ts';

export interface TrackNewPasswordContent {
  form: SubmittedForm;
  captcha: CaptchaChallenge;
  /** Asked: the page gives the one answer (`?sent=1`, after the POST's 303), whether or not anything matched. */
  sent: boolean;
}

/**
 * `/{lang}/forms/track/new-password` (decision 0612): the tracking code and the complaint's e-mail address, with the
 * captcha, posted to itself; the answer is always the same ("if they match, a new password is on its way"), so it
 * tells nobody whether a code exists or which address it has. Made for one visitor (its captcha): never kept.
 */
export const trackNewPasswordPage: PageKind<TrackNewPasswordContent> = {
  neverKept: true,
  async load({ form: sent, captchaChallenge, params, t }) {
    const form = sent ?? emptyForm();
    return found({
      content: { form, captcha: await captchaChallenge(), sent: params.sent === '1' },
      title: formPageTitle(form, 'forms.newPassword.title', t),
      description: t('forms.newPassword.lead'),
    });
  },
};
