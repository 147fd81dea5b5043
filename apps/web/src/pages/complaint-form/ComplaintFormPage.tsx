import { MESSAGE_MAX_LENGTH } from '@probation/forms';
import { useT } from '../../components/text/use-t.ts';
import { attachmentsField, personFields, topicField } from '../../components/forms/shared-fields.ts';
import { PublicFormFrame } from '../../components/forms/PublicFormFrame.tsx';
import { FieldList, type FieldSpec } from '../../components/forms/FieldList.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { trackFormPath } from '../../shared/routes.ts';
import type { ComplaintFormContent } from './page.ts';

/**
 * The complaint form: a plain multipart form posted to its own URL, with or without JavaScript; the
 * form's script checks the same rules first and shows the upload's progress.
 */
export function ComplaintFormPage({ state, content }: PageProps<ComplaintFormContent>) {
  const t = useT();
  const { lang } = state;
  const { form, topics: complaintTypes, captcha } = content;
  const person = personFields(t, 'complaint');
  const fields: FieldSpec[] = [
    person.firstName,
    person.lastName,
    person.phone,
    person.email,
    {
      kind: 'text',
      name: 'extraPhone',
      type: 'tel',
      label: t('forms.complaint.extraPhone'),
      autoComplete: 'off',
    },
    topicField(
      'complaintType',
      t('forms.complaint.complaintType'),
      t('forms.complaint.chooseComplaintType'),
      complaintTypes,
      lang,
    ),
    {
      kind: 'textarea',
      name: 'detail',
      label: t('forms.complaint.detail'),
      hint: t('forms.complaint.detailHint', { max: MESSAGE_MAX_LENGTH }),
    },
    attachmentsField(t('forms.complaint.attachments'), (limits) =>
      t('forms.complaint.attachmentsHint', limits),
    ),
    {
      kind: 'text',
      name: 'password',
      type: 'password',
      label: t('forms.complaint.password'),
      hint: t('forms.complaint.passwordHint'),
      autoComplete: 'new-password',
    },
  ];
  return (
    <PublicFormFrame
      state={state}
      form={form}
      kind="complaint"
      fields={fields}
      captcha={captcha}
      pointers={
        <>
          <p>
            {t('forms.complaint.orTrack')} <a href={trackFormPath(lang)}>{t('forms.complaint.trackLink')}</a>
          </p>
        </>
      }
    >
      <FieldList fields={fields} form={form} />
    </PublicFormFrame>
  );
}
