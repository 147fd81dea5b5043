/**
 * The contact form (POST /site/{siteId}/forms/contact, decision 0141): checked with `@probation/forms`' contact
 * schema, stored with its attachment, idempotent per Idempotency-Key, rate-limited, mailed on through the outbox.
 */
import type { FastifyRequest } from 'fastify';
import {
  CONTACT_WIRE_FIELDS,
  contactSchema,
  FORM_MESSAGES,
  parseThaiPhone,
  safeFileName,
  ATTACHMENT_MAX_BYTES,
} from '@probation/forms';
import type { FormReceipt, Lang } from '@probation/contract';
import { limitedAddress } from '../auth/caller-address.ts';
import type { Clock } from '../auth/tokens.ts';
import { reporterFingerprint } from '../content/broken-file-reports.ts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import { contactMessages, formAttachments } from '../db/schema.ts';
import { formConfirmationMail, formOfficersMail, phoneLine, type FormMailInput } from '../mail/form-mails.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import type { AttachmentStore, StoredFile } from './attachment-store.ts';
import {
  attachmentProblem,
  checkFields,
  discardAll,
  earlierKey,
  FormRejected,
  idempotencyKeyOf,
  langAndSender,
  readFormBody,
  rejectProblems,
  siteMailing,
  storeOnce,
  withinHourlyLimits,
  type FormBodyLimits,
} from './form-request.ts';
import { formReference } from './reference.ts';

/** The request body's limits (@fastify/multipart sets none overall by default). */
export const CONTACT_BODY_MAX_BYTES = 6 * 1024 * 1024;
export const MULTIPART_LIMITS = {
  fileSize: ATTACHMENT_MAX_BYTES,
  files: 1,
  fields: 20,
  parts: 21,
  /** 5000 Thai characters are 15 000 bytes of UTF-8. */
  fieldSize: 20 * 1024,
  fieldNameSize: 100,
  headerPairs: 20,
};
export const MESSAGES_PER_SENDER_PER_HOUR = 5;
export const MESSAGES_PER_EMAIL_PER_HOUR = 3;

const BODY_LIMITS: FormBodyLimits = {
  fileField: 'attachment',
  multipart: MULTIPART_LIMITS,
  bodyMaxBytes: CONTACT_BODY_MAX_BYTES,
};

/** The contract's snake_case fields and the schema's camelCase ones. */
const FIELD_OF = CONTACT_WIRE_FIELDS;

export interface ContactFormContext {
  db: Db;
  clock: Clock;
  store: AttachmentStore;
  mailer: Mailer;
  fingerprintSalt: string;
  officerFallback: string | undefined;
}

export type ContactOutcome = { status: 200 | 201; receipt: FormReceipt };

/** The receipt of an earlier call with this key (kept 24 hours), if there is one. */
async function earlierReceipt(db: Db, siteId: string, key: string, now: Date): Promise<FormReceipt | null> {
  const row = await earlierKey(db, siteId, key, now);
  if (!row) return null;
  // A key another form used (a complaint's, a tip-off's) is not this message's: its receipt is not answered here.
  if (!row.reference.startsWith('CT-')) throw badRequest('This Idempotency-Key was used for another form');
  return { reference: row.reference, received_at: row.receivedAt.toISOString() };
}

export async function submitContactForm(
  context: ContactFormContext,
  request: FastifyRequest,
  siteId: string,
): Promise<ContactOutcome> {
  const { db, store, mailer } = context;
  const key = idempotencyKeyOf(request);
  const earlier = await earlierReceipt(db, siteId, key, context.clock());
  if (earlier) return { status: 200, receipt: earlier };

  const body = await readFormBody(request, store, BODY_LIMITS);
  const file = body.files[0]?.file;
  let stored: StoredFile | null = null;
  try {
    const { lang, senderIp } = langAndSender(body.fields);

    const { value, topic, problems } = await checkFields(db, siteId, contactSchema, FIELD_OF, body.fields, {
      sent: 'category',
      form: 'contact',
      missing: FORM_MESSAGES.chooseCategory,
    });
    const fileProblem = attachmentProblem(body);
    if (fileProblem) problems.set('attachment', fileProblem);
    rejectProblems(problems, [...Object.values(FIELD_OF), 'attachment']);
    if (!value || !topic) throw new Error('checkFields found no problem but no value');
    const phone = parseThaiPhone(value.phone)!;

    const now = context.clock();
    const fingerprint = reporterFingerprint(limitedAddress(senderIp), context.fingerprintSalt);
    await withinHourlyLimits(
      db,
      { table: contactMessages, ...contactMessages },
      { perSender: MESSAGES_PER_SENDER_PER_HOUR, perEmail: MESSAGES_PER_EMAIL_PER_HOUR, what: 'messages' },
      fingerprint,
      value.email,
      now,
    );

    const accepted = file?.kind === 'accepted' ? file : undefined;
    if (accepted) {
      stored = await store.store(accepted, now, 'contact');
      if (!stored) throw new FormRejected([{ field: 'attachment', message: FORM_MESSAGES.fileFormat }]);
    }
    const attachmentName = accepted && stored ? safeFileName(body.files[0]!.name, stored.type) : null;

    const { site, officers } = await siteMailing(db, siteId, context.officerFallback);

    const outcome = await storeOnce({
      db,
      siteId,
      key,
      now,
      clock: context.clock,
      newReference: () => formReference('CT', now),
      clashes: ['contact_messages_reference_unique'],
      store: async (tx, reference) => {
        const [message] = await tx
          .insert(contactMessages)
          .values({
            siteId,
            reference,
            firstName: value.firstName,
            lastName: value.lastName,
            email: value.email,
            phone: phone.e164,
            phoneExtension: phone.extension,
            subject: value.subject,
            category: topic.id,
            message: value.message,
            lang,
            senderFingerprint: fingerprint,
            receivedAt: now,
          })
          .returning({ id: contactMessages.id });
        if (stored && attachmentName) {
          await tx.insert(formAttachments).values({
            contactMessageId: message!.id,
            storedPath: stored.storedPath,
            name: attachmentName,
            type: stored.type,
            size: stored.size,
          });
        }
        const mailInput: FormMailInput = {
          form: 'contact',
          reference,
          receivedAt: now,
          site,
          topic: { th: topic.nameTh, en: topic.nameEn },
          lang: lang as Lang,
          headline: value.subject,
          fields: [
            ['ชื่อ-นามสกุล', `${value.firstName} ${value.lastName}`],
            ['อีเมล', value.email],
            ['โทรศัพท์', phoneLine(phone.e164, phone.extension)],
            ['เรื่อง', value.subject],
          ],
          text: { label: 'ข้อความ', value: value.message },
          attachments: stored && attachmentName ? [{ name: attachmentName, size: stored.size }] : [],
        };
        const mails: OutgoingMail[] = [];
        if (officers) {
          mails.push({
            kind: 'contact-officers',
            messageId: message!.id,
            to: officers,
            lang: 'th',
            ...formOfficersMail(mailInput),
          });
        }
        mails.push({
          kind: 'contact-confirmation',
          messageId: message!.id,
          to: value.email,
          lang,
          ...formConfirmationMail(mailInput),
        });
        return mailer.enqueue(tx, mails);
      },
    });
    if (outcome.earlier) {
      // Another call with this key stored its message first: answer its receipt, keep nothing of this one.
      if (stored) await store.remove(stored.storedPath);
      stored = null;
      return {
        status: 200,
        receipt: {
          reference: outcome.earlier.reference,
          received_at: outcome.earlier.receivedAt.toISOString(),
        },
      };
    }
    if (!officers) request.log.warn({ siteId }, 'the site has no officer address: only the sender is mailed');
    mailer.afterCommit(outcome.result);
    request.log.info(
      { siteId, reference: outcome.reference, attachment: stored !== null },
      'contact message stored',
    );
    return { status: 201, receipt: { reference: outcome.reference, received_at: now.toISOString() } };
  } catch (error) {
    if (stored) await store.remove(stored.storedPath);
    throw error;
  } finally {
    await discardAll(store, body);
  }
}
