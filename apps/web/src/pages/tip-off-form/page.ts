import { randomUUID } from 'node:crypto';
import { TipOffFormDocument } from '../../shared/generated/graphql.ts';
import type { CaptchaChallenge, SubmittedForm } from '../../shared/submitted-form.ts';
import { hasProblems } from '../complaint-form/page.ts';
import { failed, found, type PageKind } from '../page-kind.ts';

export interface TipOffFormContent {
  topics: { id: string; name: string }[];
  form: SubmittedForm;
  captcha: CaptchaChallenge;
}

/**
 * The election-misconduct tip-off form (`/{lang}/forms/tip-off`, SPEC §1; issue 12, decisions 0156 and 0158):
 * anonymous allowed. Shown empty, or again with what the visitor sent and its problems; made for one visitor (its
 * idempotency key and captcha), so never kept by any cache.
 */
export const tipOffFormPage: PageKind<TipOffFormContent> = {
  component: () => import('./TipOffFormPage.tsx').then((module) => module.TipOffFormPage),
  neverKept: true,
  async load({ query, lang, form, captchaChallenge }) {
    const outcome = await query(TipOffFormDocument, { lang });
    if (!outcome.ok) return failed(outcome);
    return found({
      topics: outcome.data.currentSite.formTopics,
      form: form ?? { values: {}, problems: [], formError: null, idempotencyKey: randomUUID() },
      captcha: await captchaChallenge(),
    });
  },
  title: ({ content, t }) =>
    (hasProblems(content.form) ? t('forms.common.errorTitlePrefix') : '') + t('forms.tipOff.title'),
  description: ({ state, t }) => t('forms.tipOff.lead', { siteName: state.site?.layout.siteName }),
};
