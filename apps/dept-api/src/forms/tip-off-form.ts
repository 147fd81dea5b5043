/**
 * Election-misconduct tip-offs (decision 0158): POST /site/{siteId}/forms/tip-off stores a tip-off checked with
 * `@probation/forms`' tipOffSchema in its own table (its own officers' queue), with up to five private files. The
 * tipster may stay anonymous: the name, e-mail and phone are optional. The answer is a reference, no tracking code;
 * the officers get a notice without the content, the tipster a confirmation only when they gave an e-mail.
 */
import type { FastifyRequest } from 'fastify';
import {
  ATTACHMENT_MAX_BYTES,
  FORM_MESSAGES,
  parseThaiPhone,
  safeFileName,
  TIP_OFF_WIRE_FIELDS,
  tipOffSchema,
} from '@probation/forms';
import type { FormReceipt } from '@probation/contract';
import { limitedAddress } from '../auth/caller-address.ts';
import type { Clock } from '../auth/tokens.ts';
import { reporterFingerprint } from '../content/broken-file-reports.ts';
import type { Db } from '../db/database.ts';
import { formAttachments, tipOffs } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { formConfirmationMail, formOfficersMail, type FormMailInput } from '../mail/form-mails.ts';
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

export const TIP_OFF_MAX_FILES = 5;
export const TIP_OFF_FILES_MAX_BYTES = 15 * 1024 * 1024;
export const TIP_OFF_BODY_MAX_BYTES = 16 * 1024 * 1024;
export const TIP_OFFS_PER_SENDER_PER_HOUR = 5;
export const TIP_OFFS_PER_EMAIL_PER_HOUR = 3;

const BODY_LIMITS: FormBodyLimits = {
  fileField: 'attachments',
  multipart: {
    fileSize: ATTACHMENT_MAX_BYTES,
    files: TIP_OFF_MAX_FILES,
    fields: 20,
    parts: 25,
    fieldSize: 20 * 1024,
    fieldNameSize: 100,
    headerPairs: 20,
  },
  bodyMaxBytes: TIP_OFF_BODY_MAX_BYTES,
};

const FIELD_OF = TIP_OFF_WIRE_FIELDS;

export interface TipOffFormContext {
  db: Db;
  clock: Clock;
  store: AttachmentStore;
  mailer: Mailer;
  fingerprintSalt: string;
  officerFallback: string | undefined;
  /** Where tip-off notices go instead of the site's officers (TIP_OFF_OFFICER_EMAIL), when set. */
  tipOffOfficers: string | undefined;
}

export type TipOffOutcome = { status: 200 | 201; receipt: FormReceipt };

function retryReceipt(row: NonNullable<Awaited<ReturnType<typeof earlierKey>>>): FormReceipt {
  if (!row.reference.startsWith('TO-')) throw badRequest('This Idempotency-Key was used for another form');
  return { reference: row.reference, received_at: row.receivedAt.toISOString() };
}

/** An optional text field: null when left empty. */
const given = (value: string | undefined): string | null => (value ? value : null);

export async function submitTipOffForm(
  context: TipOffFormContext,
  request: FastifyRequest,
  siteId: string,
): Promise<TipOffOutcome> {
  const { db, store, mailer } = context;
  const key = idempotencyKeyOf(request);
  const earlier = await earlierKey(db, siteId, key, context.clock());
  if (earlier) return { status: 200, receipt: retryReceipt(earlier) };

  const body = await readFormBody(request, store, BODY_LIMITS);
  const stored: { file: StoredFile; name: string }[] = [];
  const removeStored = async () => {
    for (const { file } of stored.splice(0)) await store.remove(file.storedPath);
  };
  try {
    const { lang, senderIp } = langAndSender(body.fields);
    const { value, topic, problems } = await checkFields(db, siteId, tipOffSchema, FIELD_OF, body.fields, {
      sent: 'topic',
      form: 'tip-off',
      missing: FORM_MESSAGES.chooseTopic,
    });
    const accepted = body.files.flatMap(({ file, name }) =>
      file.kind === 'accepted' ? [{ file, name }] : [],
    );
    const fileProblem =
      attachmentProblem(body) ??
      (accepted.reduce((sum, { file }) => sum + file.size, 0) > TIP_OFF_FILES_MAX_BYTES
        ? FORM_MESSAGES.filesTooLarge
        : undefined);
    if (fileProblem) problems.set('attachments', fileProblem);
    rejectProblems(problems, [...Object.values(FIELD_OF), 'attachments']);
    if (!value || !topic) throw new Error('checkFields found no problem but no value');
    const email = given(value.email);
    const phone = value.phone ? parseThaiPhone(value.phone) : null;
    const firstName = given(value.firstName);
    const lastName = given(value.lastName);

    const now = context.clock();
    const fingerprint = reporterFingerprint(limitedAddress(senderIp), context.fingerprintSalt);
    await withinHourlyLimits(
      db,
      { table: tipOffs, ...tipOffs },
      { perSender: TIP_OFFS_PER_SENDER_PER_HOUR, perEmail: TIP_OFFS_PER_EMAIL_PER_HOUR, what: 'tip-offs' },
      fingerprint,
      email,
      now,
    );

    for (const { file, name } of accepted) {
      const kept = await store.store(file, now, 'tip-off');
      if (!kept) throw new FormRejected([{ field: 'attachments', message: FORM_MESSAGES.fileFormat }]);
      stored.push({ file: kept, name: safeFileName(name, kept.type) });
    }

    const mailing = await siteMailing(db, siteId, context.officerFallback);
    const officers = context.tipOffOfficers ?? mailing.officers;

    const outcome = await storeOnce({
      db,
      siteId,
      key,
      now,
      clock: context.clock,
      newReference: () => formReference('TO', now),
      clashes: ['tip_offs_reference_unique'],
      store: async (tx, reference) => {
        const [row] = await tx
          .insert(tipOffs)
          .values({
            siteId,
            reference,
            firstName,
            lastName,
            email,
            phone: phone?.e164 ?? null,
            phoneExtension: phone?.extension ?? null,
            topic: topic.id,
            subject: value.subject,
            detail: value.detail,
            lang,
            status: 'received',
            senderFingerprint: fingerprint,
            receivedAt: now,
          })
          .returning({ id: tipOffs.id });
        const tipOffId = row!.id;
        if (stored.length > 0) {
          await tx.insert(formAttachments).values(
            stored.map(({ file, name }) => ({
              tipOffId,
              storedPath: file.storedPath,
              name,
              type: file.type,
              size: file.size,
            })),
          );
        }
        const mailInput: FormMailInput = {
          form: 'tip-off',
          reference,
          receivedAt: now,
          site: mailing.site,
          topic: { th: topic.nameTh, en: topic.nameEn },
          lang,
          headline: topic.nameTh,
          // The officers' notice carries none of these (formOfficersMail): the tip-off is read through the API.
          fields: [],
          text: { label: 'รายละเอียด', value: '' },
          attachments: stored.map(({ file, name }) => ({ name, size: file.size })),
        };
        const mails: OutgoingMail[] = [];
        if (officers) {
          mails.push({
            kind: 'tip-off-officers',
            tipOffId,
            to: officers,
            lang: 'th',
            ...formOfficersMail(mailInput),
          });
        }
        if (email) {
          mails.push({
            kind: 'tip-off-confirmation',
            tipOffId,
            to: email,
            lang,
            ...formConfirmationMail(mailInput),
          });
        }
        return mailer.enqueue(tx, mails);
      },
    });
    if (outcome.earlier) {
      await removeStored();
      return { status: 200, receipt: retryReceipt(outcome.earlier) };
    }
    if (!officers) request.log.warn({ siteId }, 'no officer address for tip-offs: nobody is notified');
    mailer.afterCommit(outcome.result);
    request.log.info({ siteId, reference: outcome.reference, attachments: stored.length }, 'tip-off stored');
    return { status: 201, receipt: { reference: outcome.reference, received_at: now.toISOString() } };
  } catch (error) {
    await removeStored();
    throw error;
  } finally {
    await discardAll(store, body);
  }
}
