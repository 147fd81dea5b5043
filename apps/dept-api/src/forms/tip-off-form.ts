/**
 * Election-misconduct tip-offs (decision 0158): POST /site/{siteId}/forms/tip-off stores a tip-off checked with
 * `@probation/forms`' tipOffSchema in its own table (its own officers' queue), with up to five private files. The
 * tipster may stay anonymous: the name, e-mail and phone are optional. The answer is a reference, no tracking code;
 * the officers get a notice without the content, the tipster a confirmation only when they gave an e-mail.
 */
import type { FastifyRequest } from 'fastify';
import { FORM_MESSAGES, parseThaiPhone, TIP_OFF_WIRE_FIELDS, tipOffSchema } from '@probation/forms';
import type { FormReceipt } from '@probation/contract';
import { tipOffs } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { formBodyLimits } from './form-body.ts';
import { submitForm, type FormContext, type FormDescription } from './submit-form.ts';

export const TIP_OFF_MAX_FILES = 5;
export const TIP_OFF_FILES_MAX_BYTES = 15 * 1024 * 1024;
export const TIP_OFF_BODY_MAX_BYTES = 16 * 1024 * 1024;
export const TIP_OFFS_PER_SENDER_PER_HOUR = 5;
export const TIP_OFFS_PER_EMAIL_PER_HOUR = 3;

/** An optional text field: null when left empty. */
const given = (value: string | undefined): string | null => (value ? value : null);

const TIP_OFF_FORM: FormDescription<typeof tipOffSchema, FormReceipt> = {
  form: 'tip-off',
  referencePrefix: 'TO',
  clashes: ['tip_offs_reference_unique'],
  body: formBodyLimits('attachments', TIP_OFF_MAX_FILES, TIP_OFF_BODY_MAX_BYTES),
  filesMaxBytes: TIP_OFF_FILES_MAX_BYTES,
  schema: tipOffSchema,
  fieldOf: TIP_OFF_WIRE_FIELDS,
  topicField: 'topic',
  noTopic: FORM_MESSAGES.chooseTopic,
  hourlyLimits: {
    table: tipOffs,
    perSender: TIP_OFFS_PER_SENDER_PER_HOUR,
    perEmail: TIP_OFFS_PER_EMAIL_PER_HOUR,
    what: 'tip-offs',
  },
  owner: { attachments: 'tipOffId', mails: 'tipOffId' },
  officers: (context) => context.tipOffOfficers,
  log: {
    noOfficers: 'no officer address for tip-offs: nobody is notified',
    stored: 'tip-off stored',
    files: (count) => ({ attachments: count }),
  },
  receipt: (row) => {
    if (!row.reference.startsWith('TO-')) throw badRequest('This Idempotency-Key was used for another form');
    return { reference: row.reference, received_at: row.receivedAt.toISOString() };
  },
  accept: (value, topic) => {
    const email = given(value.email);
    const phone = value.phone ? parseThaiPhone(value.phone) : null;
    return {
      email,
      insert: (tx, row) =>
        tx
          .insert(tipOffs)
          .values({
            ...row,
            firstName: given(value.firstName),
            lastName: given(value.lastName),
            email,
            phone: phone?.e164 ?? null,
            phoneExtension: phone?.extension ?? null,
            topic: topic.id,
            subject: value.subject,
            detail: value.detail,
            status: 'received',
          })
          .returning({ id: tipOffs.id }),
      // The officers' notice carries none of these (formOfficersMail): the tip-off is read through the API.
      mail: { headline: topic.nameTh, fields: [], text: { label: 'รายละเอียด', value: '' } },
    };
  },
};

export function submitTipOffForm(context: FormContext, request: FastifyRequest, siteId: string) {
  return submitForm(context, request, siteId, TIP_OFF_FORM);
}
