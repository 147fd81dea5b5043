/**
 * The contact form (POST /site/{siteId}/forms/contact, decision 0141): checked with `@probation/forms`' contact
 * schema, stored with its attachment, idempotent per Idempotency-Key, rate-limited, mailed on through the outbox.
 */
import type { FastifyRequest } from 'fastify';
import { CONTACT_WIRE_FIELDS, contactSchema, FORM_MESSAGES } from '@probation/forms';
import type { FormReceipt } from '@probation/contract';
import { contactMessages } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { formBodyLimits } from './form-body.ts';
import type { KeyRow } from './idempotency-key.ts';
import { namedSender } from './named-sender.ts';
import { submitForm, type FormContext, type FormDescription } from './submit-form.ts';

/** The request body's limits (@fastify/multipart sets none overall by default). */
export const CONTACT_BODY_MAX_BYTES = 6 * 1024 * 1024;
const BODY_LIMITS = formBodyLimits('attachment', 1, CONTACT_BODY_MAX_BYTES);
export const MULTIPART_LIMITS = BODY_LIMITS.multipart;
export const MESSAGES_PER_SENDER_PER_HOUR = 5;
export const MESSAGES_PER_EMAIL_PER_HOUR = 3;

const receiptOf = (row: KeyRow): FormReceipt => ({
  reference: row.reference,
  received_at: row.receivedAt.toISOString(),
});

const CONTACT_FORM: FormDescription<typeof contactSchema, FormReceipt> = {
  form: 'contact',
  referencePrefix: 'CT',
  clashes: ['contact_messages_reference_unique'],
  body: BODY_LIMITS,
  schema: contactSchema,
  fieldOf: CONTACT_WIRE_FIELDS,
  topicField: 'category',
  noTopic: FORM_MESSAGES.chooseCategory,
  hourlyLimits: {
    table: contactMessages,
    perSender: MESSAGES_PER_SENDER_PER_HOUR,
    perEmail: MESSAGES_PER_EMAIL_PER_HOUR,
    what: 'messages',
  },
  owner: { attachments: 'contactMessageId', mails: 'messageId' },
  log: {
    noOfficers: 'the site has no officer address: only the sender is mailed',
    stored: 'contact message stored',
    files: (count) => ({ attachment: count > 0 }),
  },
  receipt: (row) => {
    // A key another form used (a complaint's, a tip-off's) is not this message's: its receipt is not answered here.
    if (!row.reference.startsWith('CT-')) throw badRequest('This Idempotency-Key was used for another form');
    return receiptOf(row);
  },
  accept: (value, topic) => {
    const sender = namedSender(value);
    return {
      email: value.email,
      insert: (tx, row) =>
        tx
          .insert(contactMessages)
          .values({
            ...row,
            ...sender.columns,
            subject: value.subject,
            category: topic.id,
            message: value.message,
          })
          .returning({ id: contactMessages.id }),
      mail: {
        headline: value.subject,
        fields: [...sender.lines, ['เรื่อง', value.subject]],
        text: { label: 'ข้อความ', value: value.message },
      },
    };
  },
};

export function submitContactForm(context: FormContext, request: FastifyRequest, siteId: string) {
  return submitForm(context, request, siteId, CONTACT_FORM);
}
