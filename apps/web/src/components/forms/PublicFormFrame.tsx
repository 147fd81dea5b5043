import type { ReactNode } from 'react';
import { useT } from '../text/use-t.ts';
import type { Language } from '@probation/i18n';
import type { PageState } from '../../shared/page-state.ts';
import { complaintFormPath, contactFormPath, tipOffFormPath } from '../../shared/routes.ts';
import { labelsOf, type FieldSpec } from './FieldList.tsx';
import type { CaptchaChallenge, SubmittedForm } from '../../shared/submitted-form.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { FormPage } from './FormPage.tsx';
import { PostedForm } from './PostedForm.tsx';

interface PublicForm {
  /** Where its texts are: `title` and `lead` (with the site's name). */
  texts: string;
  path: (lang: Language) => string;
  /** The form's script (it checks the rules first and shows the upload's progress). */
  script: string;
  /** The privacy notice's words before its link. */
  privacy: string;
  /** The privacy notice above the captcha rather than under it. */
  privacyFirst?: boolean;
}

/** How each public form's page differs. */
const PUBLIC_FORMS = {
  contact: {
    texts: 'forms.contact',
    path: contactFormPath,
    script: 'contact',
    privacy: 'forms.common.privacyBefore',
  },
  complaint: {
    texts: 'forms.complaint',
    path: complaintFormPath,
    script: 'complaint',
    privacy: 'forms.common.privacyBefore',
  },
  tipOff: {
    texts: 'forms.tipOff',
    path: tipOffFormPath,
    script: 'tip-off',
    privacy: 'forms.tipOff.privacyBefore',
    privacyFirst: true,
  },
} as const satisfies Record<string, PublicForm>;

/**
 * A public form's page (contact, complaint, tip-off): its heading and lead, what else it points to, then the form
 * posted to its own URL and sent by its script (`script`, with the upload's progress), with its idempotency key,
 * its fields, the captcha and the privacy notice.
 */
export function PublicFormFrame({
  state,
  form,
  kind,
  pointers,
  fields,
  captcha,
  children,
}: {
  state: PageState;
  form: SubmittedForm;
  kind: keyof typeof PUBLIC_FORMS;
  /** Paragraphs under the lead (the other forms, following a complaint). */
  pointers?: ReactNode;
  /** Every field of the form, whose labels the error summary names. */
  fields: FieldSpec[];
  captcha: CaptchaChallenge;
  children: ReactNode;
}) {
  const t = useT();
  const { texts, path, script, privacy, privacyFirst }: PublicForm = PUBLIC_FORMS[kind];
  const { lang } = state;
  const captchaField = (
    <CaptchaField challenge={captcha} problem={form.problems.find((p) => p.field === 'captcha')} />
  );
  return (
    <FormPage state={state} title={t(`${texts}.title`)}>
      <p className="lead">{t(`${texts}.lead`, { siteName: state.site?.layout.siteName })}</p>
      {pointers}
      <PostedForm
        state={state}
        form={form}
        labels={labelsOf(fields, { captcha: t('forms.common.captchaLegend') })}
        action={path(lang)}
        submit={t('forms.common.send')}
        script={script}
      >
        <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
        {children}
        {privacyFirst ? null : captchaField}
        <p className="form-privacy">
          {t(privacy)} <a href={`/${state.lang}/privacy`}>{t('forms.common.privacyLink')}</a>
        </p>
        {privacyFirst ? captchaField : null}
        <p className="form-progress" data-form-progress aria-live="polite"></p>
      </PostedForm>
    </FormPage>
  );
}
