import type { ReactNode } from 'react';
import { useT } from '../../client/runtime/use-t.ts';
import type { PageState } from '../../shared/page-state.ts';
import type { CaptchaChallenge, SubmittedForm } from '../../shared/submitted-form.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { FormPage } from './FormPage.tsx';
import { PostedForm } from './PostedForm.tsx';

/**
 * A public form's page (contact, complaint, tip-off): its heading and lead, what else it points to, then the form
 * posted to its own URL and sent by its script (`script`, with the upload's progress), with its idempotency key,
 * its fields, the captcha and the privacy notice.
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
  const captchaField = (
    <CaptchaField challenge={captcha} problem={form.problems.find((p) => p.field === 'captcha')} />
  );
  return (
    <FormPage state={state} title={title}>
      <p className="lead">{lead}</p>
      {pointers}
      <PostedForm
        state={state}
        form={form}
        labels={labels}
        action={action}
        submit={t('forms.common.send')}
        script={script}
      >
        <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
        {children}
        {privacyFirst ? null : captchaField}
        <p className="form-privacy">
          {privacy} <a href={`/${state.lang}/privacy`}>{t('forms.common.privacyLink')}</a>
        </p>
        {privacyFirst ? captchaField : null}
        <p className="form-progress" data-form-progress aria-live="polite"></p>
      </PostedForm>
    </FormPage>
  );
}
