import { randomUUID } from 'node:crypto';
import { ComplaintFormDocument } from '../../shared/generated/graphql.ts';
import type { CaptchaChallenge, SubmittedForm } from '../../shared/submitted-form.ts';
import { failed, found, type PageKind } from '../page-kind.ts';

export interface ComplaintFormContent {
  complaintTypes: { id: string; name: string }[];
  form: SubmittedForm;
  captcha: CaptchaChallenge;
}

/**
 * The complaint form (`/{lang}/forms/complaint`, SPEC §3; issue 12): shown empty, or again with what the visitor
 * sent and its problems. Made for one visitor (its idempotency key and captcha), so never kept by any cache.
 */
export const complaintFormPage: PageKind<ComplaintFormContent> = {
  component: () => import('./ComplaintFormPage.tsx').then((module) => module.ComplaintFormPage),
  neverKept: true,
  async load({ query, lang, form, captchaChallenge }) {
    const outcome = await query(ComplaintFormDocument, { lang });
    if (!outcome.ok) return failed(outcome);
    return found({
      complaintTypes: outcome.data.currentSite.formTopics,
      form: form ?? { values: {}, problems: [], formError: null, idempotencyKey: randomUUID() },
      captcha: await captchaChallenge(),
    });
  },
  title: ({ content, t }) =>
    (hasProblems(content.form) ? t('forms.common.errorTitlePrefix') : '') + t('forms.complaint.title'),
  description: ({ state, t }) => t('forms.complaint.lead', { siteName: state.site?.layout.siteName }),
};

export function hasProblems(form: SubmittedForm): boolean {
  return form.problems.length > 0 || form.formError !== null;
}
