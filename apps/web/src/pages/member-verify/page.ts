import type { SubmittedForm } from '../../shared/submitted-form.ts';
import { emptyForm } from '../../shared/form-page.ts';
import { found, type PageKind } from '../page-kind.ts';

/**
 * The verify screen's states (requirements.md §7.2): verifying, then success or failed; unavailable when dept-api is
 * down.
 */
export type VerifyState = 'verifying' | 'success' | 'failed' | 'unavailable' | 'resend' | 'resent';

export interface MemberVerifyContent {
  state: VerifyState;
  /** The link's token, while verifying (posted by the page's form: a GET never uses the link up). */
  token: string | null;
  /** `resend` (`?resend=1`): the e-mail address to send a new link to, as typed, and its problems. */
  form?: SubmittedForm;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * `/{lang}/members/verify?token=…` (requirements.md §7.1, §7.2): the link of the verification mail. Its GET shows
 * "verifying" and a form that posts the token (sent at once with JavaScript, by its button without), so a mail
 * scanner that follows links does not use the link up; the POST's answer is this page with the result.
 */
export const memberVerifyPage: PageKind<MemberVerifyContent> = {
  neverKept: true,
  load({ params, answer, t }) {
    const content = (answer as MemberVerifyContent | undefined) ?? requestedVerification(params);
    return found({ content, title: t(`members.verify.${content.state}Title`) });
  },
};

/** What the link's GET shows: "verifying" with its token, the resend form, or "failed" for a token of no shape. */
function requestedVerification(params: Readonly<Record<string, string>>): MemberVerifyContent {
  if (params.resend === '1') return { state: 'resend', token: null, form: emptyForm() };
  const token = params.token ?? '';
  return TOKEN_PATTERN.test(token) ? { state: 'verifying', token } : { state: 'failed', token: null };
}
