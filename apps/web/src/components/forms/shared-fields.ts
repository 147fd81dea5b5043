import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_MEGABYTES,
  COMPLAINT_FILES_MAX_BYTES,
  COMPLAINT_FILES_MAX_MEGABYTES,
  COMPLAINT_MAX_FILES,
} from '@probation/forms';
import type { TFunction } from 'i18next';
import type { Language } from '@probation/i18n';
import { foreignLangAttribute } from '../content/lang-attribute.ts';
import type { FieldSpec } from './FieldList.tsx';

/** What the files field's hint says: how many files, how large each, how large together. */
export type AttachmentLimits = { max: number; megabytes: number; total: number };

/** The files field of the complaint and tip-off forms: one set of limits (@probation/forms), each form's words. */
export function attachmentsField(label: string, hint: (limits: AttachmentLimits) => string): FieldSpec {
  return {
    kind: 'file',
    name: 'attachments',
    label,
    hint: hint({
      max: COMPLAINT_MAX_FILES,
      megabytes: ATTACHMENT_MAX_MEGABYTES,
      total: COMPLAINT_FILES_MAX_MEGABYTES,
    }),
    accept: ATTACHMENT_ACCEPT,
    maxBytes: ATTACHMENT_MAX_BYTES,
    maxFiles: COMPLAINT_MAX_FILES,
    maxTotalBytes: COMPLAINT_FILES_MAX_BYTES,
  };
}

/** A form's choice of topic from dept-api's list; a topic named in the other language's script says so (`lang`). */
export function topicField(
  name: string,
  label: string,
  placeholder: string,
  topics: readonly { id: string; name: string }[],
  lang: Language,
): FieldSpec {
  return {
    kind: 'select',
    name,
    label,
    placeholder,
    options: topics.map((topic) => ({ ...topic, ...foreignLangAttribute(topic.name, lang) })),
  };
}

/**
 * Who sends a public form: first and last name, e-mail and phone, each with its hint, in that form's words
 * (`forms.<form>.firstName`, …). Each form lists them in its own order.
 */
export function personFields(
  t: TFunction,
  form: 'complaint' | 'contact' | 'tipOff',
): Record<'firstName' | 'lastName' | 'email' | 'phone', FieldSpec> {
  const words = (key: string) => t(`forms.${form}.${key}`);
  return {
    firstName: { kind: 'text', name: 'firstName', label: words('firstName'), autoComplete: 'given-name' },
    lastName: { kind: 'text', name: 'lastName', label: words('lastName'), autoComplete: 'family-name' },
    email: {
      kind: 'text',
      name: 'email',
      type: 'email',
      label: words('email'),
      hint: words('emailHint'),
      autoComplete: 'email',
    },
    phone: {
      kind: 'text',
      name: 'phone',
      type: 'tel',
      label: words('phone'),
      hint: words('phoneHint'),
      autoComplete: 'tel',
    },
  };
}
