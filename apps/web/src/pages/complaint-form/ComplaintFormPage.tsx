import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_MEGABYTES,
  COMPLAINT_FILES_MAX_BYTES,
  COMPLAINT_FILES_MAX_MEGABYTES,
  COMPLAINT_MAX_FILES,
  MESSAGE_MAX_LENGTH,
} from '@probation/forms';
import { useT } from '../../client/runtime/use-t.ts';
import { foreignLangAttribute } from '../../components/content/lang-attribute.ts';
import { Breadcrumbs } from '../../components/layout/Breadcrumbs.tsx';
import { CaptchaField } from '../../components/forms/CaptchaField.tsx';
import { FormMessages } from '../../components/forms/FormMessages.tsx';
import { FieldList, labelsOf, type FieldSpec } from '../../components/forms/FieldList.tsx';
import { ErrorSummary } from '../../components/forms/form-fields.tsx';
import type { PageState } from '../../shared/page-state.ts';
import { complaintFormPath, mainPath, trackFormPath } from '../../shared/routes.ts';
import type { ComplaintFormContent } from './page.ts';

/**
 * The complaint form (issue 12): a plain multipart form posted to its own URL, with or without JavaScript; the
 * form's script checks the same rules first and shows the upload's progress.
 */
export function ComplaintFormPage({ state, content }: { state: PageState; content: ComplaintFormContent }) {
  const t = useT();
  const { lang } = state;
  const { form, complaintTypes, captcha } = content;
  const { hotline } = state.site!.layout.footer;
  const fields: FieldSpec[] = [
    { kind: 'text', name: 'firstName', label: t('forms.complaint.firstName'), autoComplete: 'given-name' },
    { kind: 'text', name: 'lastName', label: t('forms.complaint.lastName'), autoComplete: 'family-name' },
    {
      kind: 'text',
      name: 'phone',
      type: 'tel',
      label: t('forms.complaint.phone'),
      hint: t('forms.complaint.phoneHint'),
      autoComplete: 'tel',
    },
    {
      kind: 'text',
      name: 'email',
      type: 'email',
      label: t('forms.complaint.email'),
      hint: t('forms.complaint.emailHint'),
      autoComplete: 'email',
    },
    {
      kind: 'text',
      name: 'extraPhone',
      type: 'tel',
      label: t('forms.complaint.extraPhone'),
      autoComplete: 'off',
    },
    {
      kind: 'select',
      name: 'complaintType',
      label: t('forms.complaint.complaintType'),
      placeholder: t('forms.complaint.chooseComplaintType'),
      options: complaintTypes.map((type) => ({ ...type, ...foreignLangAttribute(type.name, lang) })),
    },
    {
      kind: 'textarea',
      name: 'detail',
      label: t('forms.complaint.detail'),
      hint: t('forms.complaint.detailHint', { max: MESSAGE_MAX_LENGTH }),
    },
    {
      kind: 'file',
      name: 'attachments',
      label: t('forms.complaint.attachments'),
      hint: t('forms.complaint.attachmentsHint', {
        max: COMPLAINT_MAX_FILES,
        megabytes: ATTACHMENT_MAX_MEGABYTES,
        total: COMPLAINT_FILES_MAX_MEGABYTES,
      }),
      accept: ATTACHMENT_ACCEPT,
      maxBytes: ATTACHMENT_MAX_BYTES,
      maxFiles: COMPLAINT_MAX_FILES,
      maxTotalBytes: COMPLAINT_FILES_MAX_BYTES,
    },
    {
      kind: 'text',
      name: 'password',
      type: 'password',
      label: t('forms.complaint.password'),
      hint: t('forms.complaint.passwordHint'),
      autoComplete: 'new-password',
    },
  ];
  const labels = labelsOf(fields, { captcha: t('forms.common.captchaLegend') });
  return (
    <div className="container page-body form-page">
      <Breadcrumbs homeHref={mainPath(lang)} crumbs={[{ label: t('forms.complaint.title') }]} />
      <h1>{t('forms.complaint.title')}</h1>
      <p className="lead">{t('forms.complaint.lead', { siteName: state.site?.layout.siteName })}</p>
      <p>
        {t('forms.complaint.orTrack')} <a href={trackFormPath(lang)}>{t('forms.complaint.trackLink')}</a>
      </p>
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
        action={complaintFormPath(lang)}
        encType="multipart/form-data"
        noValidate
        data-public-form="complaint"
      >
        <input type="hidden" name="idempotency_key" value={form.idempotencyKey} />
        <FormMessages lang={lang} hotline={hotline.number} />
        <FieldList fields={fields} form={form} />
        <CaptchaField challenge={captcha} problem={form.problems.find((p) => p.field === 'captcha')} />
        <p className="form-privacy">
          {t('forms.common.privacyBefore')} <a href={`/${lang}/privacy`}>{t('forms.common.privacyLink')}</a>
        </p>
        <p className="form-progress" data-form-progress aria-live="polite"></p>
        <button className="button button--large" type="submit">
          {t('forms.common.send')}
        </button>
      </form>
    </div>
  );
}
