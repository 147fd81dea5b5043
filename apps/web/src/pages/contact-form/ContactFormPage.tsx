import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_MEGABYTES,
  MESSAGE_MAX_LENGTH,
} from '@probation/forms';
import { useT } from '../../components/text/use-t.ts';
import { personFields, topicField } from '../../components/forms/shared-fields.ts';
import { PublicFormFrame } from '../../components/forms/PublicFormFrame.tsx';
import { FieldList, type FieldSpec } from '../../components/forms/FieldList.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { complaintFormPath, tipOffFormPath } from '../../shared/routes.ts';
import type { ContactFormContent } from './page.ts';

/** The contact form: it works as a plain form (multipart POST to its own URL); the form's script adds checks first. */
export function ContactFormPage({ state, content }: PageProps<ContactFormContent>) {
  const t = useT();
  const { lang } = state;
  const { form, topics, captcha } = content;
  const person = personFields(t, 'contact');
  const fields: FieldSpec[] = [
    person.firstName,
    person.lastName,
    person.email,
    person.phone,
    topicField('category', t('forms.contact.category'), t('forms.contact.chooseCategory'), topics, lang),
    { kind: 'text', name: 'subject', label: t('forms.contact.subject'), autoComplete: 'off' },
    {
      kind: 'textarea',
      name: 'message',
      label: t('forms.contact.message'),
      hint: t('forms.contact.messageHint', { max: MESSAGE_MAX_LENGTH }),
    },
    {
      kind: 'file',
      name: 'attachment',
      label: t('forms.contact.attachment'),
      hint: t('forms.common.fileHint', { megabytes: ATTACHMENT_MAX_MEGABYTES }),
      accept: ATTACHMENT_ACCEPT,
      maxBytes: ATTACHMENT_MAX_BYTES,
    },
  ];
  return (
    <PublicFormFrame
      state={state}
      form={form}
      kind="contact"
      fields={fields}
      captcha={captcha}
      pointers={
        <>
          <p>
            {t('forms.contact.complaintInstead')}{' '}
            <a href={complaintFormPath(lang)}>{t('forms.complaint.title')}</a>
          </p>
          <p>
            {t('forms.tipOff.contactPointer')} <a href={tipOffFormPath(lang)}>{t('forms.tipOff.title')}</a>
          </p>
        </>
      }
    >
      <FieldList fields={fields} form={form} />
    </PublicFormFrame>
  );
}
