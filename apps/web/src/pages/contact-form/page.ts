import { randomUUID } from 'node:crypto';
import { ContactFormDocument } from '../../shared/generated/graphql.ts';
import type { CaptchaChallenge, SubmittedForm } from '../../shared/submitted-form.ts';
import { failed, found, type PageKind } from '../page-kind.ts';

export interface ContactFormContent {
  topics: { id: string; name: string }[];
  form: SubmittedForm;
  captcha: CaptchaChallenge;
}

/**
 * The contact form (`/{lang}/forms/contact`, SPEC §3; issue 12): shown empty, or again with what the visitor sent
 * and its problems. Made for one visitor (its idempotency key and captcha), so never kept by any cache.
 */
export const contactFormPage: PageKind<ContactFormContent> = {
  component: () => import('./ContactFormPage.tsx').then((module) => module.ContactFormPage),
  neverKept: true,
  async load({ query, lang, form, captchaChallenge }) {
    const outcome = await query(ContactFormDocument, { lang });
    if (!outcome.ok) return failed(outcome);
    return found({
      topics: outcome.data.currentSite.formTopics,
      form: form ?? { values: {}, problems: [], formError: null, idempotencyKey: randomUUID() },
      captcha: await captchaChallenge(),
    });
  },
  // GOV.UK: a page shown again with errors says so first in its title, which a screen reader reads on load.
  title: ({ content, t }) =>
    (hasProblems(content.form) ? t('forms.common.errorTitlePrefix') : '') + t('forms.contact.title'),
  description: ({ state, t }) => t('forms.contact.lead', { siteName: state.site?.layout.siteName }),
};

function hasProblems(form: SubmittedForm): boolean {
  return form.problems.length > 0 || form.formError !== null;
}
