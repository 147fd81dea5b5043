import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Language } from '@probation/i18n';
import type { CaptchaChallenge, SubmittedForm } from '../shared/submitted-form.ts';
import { emptyForm, formPageTitle } from '../shared/form-page.ts';
import { failed, found, type PageKind } from './page-kind.ts';

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

/**
 * A public form's page kind: shown empty, or again with what the visitor sent and its problems. Made for
 * one visitor (its idempotency key and captcha), so never kept by any cache. `title` and `lead` are its message keys.
 */
export function publicFormPage({
  topics,
  title,
  lead,
}: {
  /** The query of the form's topics. */
  topics: FormTopicsQuery;
  title: string;
  lead: string;
}): PageKind<PublicFormContent> {
  return {
    neverKept: true,
    async load({ query, lang, form: sent, captchaChallenge, t, site }) {
      const outcome = await query(topics, { lang });
      if (!outcome.ok) return failed(outcome);
      const form = sent ?? emptyForm({}, randomUUID());
      return found({
        content: { topics: outcome.data.currentSite.formTopics, form, captcha: await captchaChallenge() },
        title: formPageTitle(form, title, t),
        description: t(lead, { siteName: site.layout.siteName }),
      });
    },
  };
}
