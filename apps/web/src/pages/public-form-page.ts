import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Language } from '@probation/i18n';
import type { CaptchaChallenge, SubmittedForm } from '../shared/submitted-form.ts';
import { failed, found, type PageComponent, type PageKind } from './page-kind.ts';

/** What a public form page shows: its topics (the select's options), the form (empty, or as sent), a captcha. */
export interface PublicFormContent {
  topics: { id: string; name: string }[];
  form: SubmittedForm;
  captcha: CaptchaChallenge;
}

type FormTopicsQuery = TypedDocumentNode<
  { currentSite: { formTopics: { id: string; name: string }[] } },
  { lang: Language }
>;

/** Whether a form is shown again with problems (or what went wrong). */
export function hasProblems(form: SubmittedForm): boolean {
  return form.problems.length > 0 || form.formError !== null;
}

/**
 * A public form's page kind: shown empty, or again with what the visitor sent and its problems. Made for
 * one visitor (its idempotency key and captcha), so never kept by any cache. `title` and `lead` are its message keys.
 */
export function publicFormPage({
  component,
  topics,
  title,
  lead,
}: {
  component: () => Promise<PageComponent<PublicFormContent>>;
  /** The query of the form's topics. */
  topics: FormTopicsQuery;
  title: string;
  lead: string;
}): PageKind<PublicFormContent> {
  return {
    component,
    neverKept: true,
    async load({ query, lang, form, captchaChallenge }) {
      const outcome = await query(topics, { lang });
      if (!outcome.ok) return failed(outcome);
      return found({
        topics: outcome.data.currentSite.formTopics,
        form: form ?? { values: {}, problems: [], formError: null, idempotencyKey: randomUUID() },
        captcha: await captchaChallenge(),
      });
    },
    // GOV.UK: a page shown again with errors says so first in its title, which a screen reader reads on load.
    title: ({ content, t }) =>
      (hasProblems(content.form) ? t('forms.common.errorTitlePrefix') : '') + t(title),
    description: ({ state, t }) => t(lead, { siteName: state.site?.layout.siteName }),
  };
}
