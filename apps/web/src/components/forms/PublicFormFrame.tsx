import type { ReactNode } from 'react';
import { useT } from '../../client/runtime/use-t.ts';
import type { PageState } from '../../shared/page-state.ts';
import { mainPath } from '../../shared/routes.ts';
import type { CaptchaChallenge, SubmittedForm } from '../../shared/submitted-form.ts';
import { Breadcrumbs } from '../layout/Breadcrumbs.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { FormMessages } from './FormMessages.tsx';
import { ErrorSummary } from './form-fields.tsx';

/**
 * A public form's page: its heading and lead, what else it points to, the error summary, then the
 * multipart form posted to its own URL (with or without JavaScript; `script` names it for the form's script) with
 * its idempotency key, its fields, the captcha and privacy notice, the upload's progress and the submit button.
 */
export function PublicFormFrame({
  state,
  form,
  title,
  lead,
  pointers,
  labels,
  action,
  script,
  captcha,
  privacy,
  privacyFirst = false,
  children,
}: {
  state: PageState;
  form: SubmittedForm;
  title: string;
  lead: string;
  /** Paragraphs under the lead (the other forms, following a complaint). */
  pointers?: ReactNode;
  /** Each field's label, as the error summary names it. */
  labels: Record<string, string>;
  action: string;
  script: string;
  captcha: CaptchaChallenge;
  /** The privacy notice's words before its link. */
  privacy: string;
  /** The privacy notice above the captcha rather than under it. */
  privacyFirst?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const { lang } = state;
  const { hotline } = state.site!.layout.footer;
  const captchaField = (
    <CaptchaField challenge={captcha} problem={form.problems.find((p) => p.field === 'captcha')} />
  );
  return (
    <div className="container page-body form-page">
      <Breadcrumbs homeHref={mainPath(lang)} crumbs={[{ label: title }]} />
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      {pointers}
      <ErrorSummary
        problems={form.problems}
        formError={
          form.formError ? t(form.formError.key, { hotline: hotline.number, ...form.formError.values }) : null
        }
        labels={labels}
      />
      <form
        className="public-form"
        method="post"
        action={action}
        encType="multipart/form-data"
        noValidate
        data-public-form={script}
      >
        <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
        <FormMessages lang={lang} hotline={hotline.number} />
        {children}
        {privacyFirst ? null : captchaField}
        <p className="form-privacy">
          {privacy} <a href={`/${lang}/privacy`}>{t('forms.common.privacyLink')}</a>
        </p>
        {privacyFirst ? captchaField : null}
        <p className="form-progress" data-form-progress aria-live="polite"></p>
        <button className="button button--large" type="submit">
          {t('forms.common.send')}
        </button>
      </form>
    </div>
  );
}
