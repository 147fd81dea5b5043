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
import { PublicFormFrame } from '../../components/forms/PublicFormFrame.tsx';
import { FieldList, labelsOf, type FieldSpec } from '../../components/forms/FieldList.tsx';
import type { PageState } from '../../shared/page-state.ts';
import { complaintFormPath, trackFormPath } from '../../shared/routes.ts';
import type { ComplaintFormContent } from './page.ts';

/**
 * The complaint form (issue 12): a plain multipart form posted to its own URL, with or without JavaScript; the
 * form's script checks the same rules first and shows the upload's progress.
 */
export function ComplaintFormPage({ state, content }: { state: PageState; content: ComplaintFormContent }) {
  const t = useT();
  const { lang } = state;
  const { form, topics: complaintTypes, captcha } = content;
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
    <PublicFormFrame
      state={state}
      form={form}
      title={t('forms.complaint.title')}
      lead={t('forms.complaint.lead', { siteName: state.site?.layout.siteName })}
      pointers={
        <>
          <p>
            {t('forms.complaint.orTrack')} <a href={trackFormPath(lang)}>{t('forms.complaint.trackLink')}</a>
          </p>
        </>
      }
      labels={labels}
      action={complaintFormPath(lang)}
      script="complaint"
      captcha={captcha}
      privacy={t('forms.common.privacyBefore')}
    >
      <FieldList fields={fields} form={form} />
    </PublicFormFrame>
  );
}
