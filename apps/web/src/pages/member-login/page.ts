import { memberPath } from '../../shared/routes.ts';
import { safeReturnPath } from '../../shared/return-path.ts';
import type { CaptchaChallenge, SubmittedForm } from '../../shared/submitted-form.ts';
import { emptyForm, formPageTitle } from '../../shared/form-page.ts';
import { found, type LoadOutcome, type LoadRequest, type PageKind } from '../page-kind.ts';

/** Why the login page says something before the form: the member just logged out, or a page needs a login. */
export type LoginNotice = 'loggedOut' | 'loginNeeded' | 'passwordReset' | null;

export interface MemberLoginContent {
  form: SubmittedForm;
  captcha: CaptchaChallenge;
  /** Where a successful login leads back to (a checked same-site path), or null: the dashboard. */
  next: string | null;
  notice: LoginNotice;
  /** `login-old`: the older login page kept for old links (same form, its own page). */
  old: boolean;
}

/**
 * What a login page shows: a member is sent on (guests only, requirements.md §7.1); a guest gets the form. `title`:
 * its title's message key.
 */
async function loadLogin(
  request: LoadRequest,
  old: boolean,
  title: string,
): Promise<LoadOutcome<MemberLoginContent>> {
  const { lang, member, params, t } = request;
  const next = safeReturnPath(params.next);
  if (member) return { kind: 'redirect', location: next ?? memberPath(lang, 'dashboard') } as const;
  const notice: LoginNotice =
    params.loggedOut === '1'
      ? 'loggedOut'
      : params.reset === '1'
        ? 'passwordReset'
        : next
          ? 'loginNeeded'
          : null;
  const form = request.form ?? emptyForm();
  return found({
    content: { form, captcha: await request.captchaChallenge(), next, notice, old },
    title: formPageTitle(form, title, t),
    description: t('members.login.lead'),
  });
}

/**
 * `/{lang}/members/login` (requirements.md §7.1, guests only): e-mail, password and the captcha, posted (multipart)
 * to itself with or without JavaScript (server/members/member-routes.ts).
 */
export const memberLoginPage: PageKind<MemberLoginContent> = {
  neverKept: true,
  load: (request) => loadLogin(request, false, 'members.login.title'),
};

/** `/{lang}/members/login-old`: the older login page, kept for old links: the same behaviour, its own page. */
export const memberLoginOldPage: PageKind<MemberLoginContent> = {
  neverKept: true,
  load: (request) => loadLogin(request, true, 'members.login.oldTitle'),
};
