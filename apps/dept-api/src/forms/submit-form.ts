/**
 * The public forms' submission pipeline (decisions 0141, 0143, 0146, 0158; submitForm, driven by each form's
 * FormDescription): the Idempotency-Key and an earlier receipt, the body read within its limits, the 422 of a form
 * that breaks a rule, the sender's address check, the hourly limits, the files checked by their content as they
 * are kept, the transaction that stores a submission once, and its mails. Each step lives in its own module; this
 * one runs them in order.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { FORM_MESSAGES, safeFileName, type FormMessageKey } from '@probation/forms';
import type { FormName } from '@probation/contract';
import { limitedAddress } from '../auth/caller-address.ts';
import type { Clock } from '../auth/tokens.ts';
import { reporterFingerprint } from '../content/broken-file-reports.ts';
import type { ApiConfig } from '../config.ts';
import type { Db, Transaction } from '../db/database.ts';
import { formAttachments, sites } from '../db/schema.ts';
import { formConfirmationMail, formOfficersMail, type FormMailInput } from '../mail/form-mails.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import type { AttachmentStore, StoredFile } from './attachment-store.ts';
import { siteComplaintLinks } from './complaint-links.ts';
import {
  attachmentProblem,
  discardAll,
  readFormBody,
  type FormBodyLimits,
  type ParsedBody,
} from './form-body.ts';
import { checkFields, FormRejected, langAndSender, rejectProblems } from './form-checks.ts';
import type { findFormTopic } from './form-topics.ts';
import { withinHourlyLimits, type HourlyLimits } from './hourly-limits.ts';
import { earlierKey, idempotencyKeyOf, storeOnce, type KeyRow } from './idempotency-key.ts';
import { formReference } from './reference.ts';

/** The values every form's row stores the same way. */
interface SubmissionRow {
  siteId: string;
  reference: string;
  lang: 'th' | 'en';
  senderFingerprint: string;
  receivedAt: Date;
}

export interface FormContext {
  db: Db;
  clock: Clock;
  store: AttachmentStore;
  mailer: Mailer;
  fingerprintSalt: string;
  officerFallback: string | undefined;
  /** Where tip-off notices go instead of the site's officers (TIP_OFF_OFFICER_EMAIL), when set. */
  tipOffOfficers?: string | undefined;
  /** The scheme and port of the site's public origin, for a complaint's links (SITE_PUBLIC_SCHEME, _PORT). */
  siteLinks: ApiConfig['siteLinks'];
}

/** What a form makes of a submission that keeps every rule (its module's own values are in these closures). */
export interface AcceptedSubmission<Receipt> {
  /** Counted by the hourly limit per e-mail address and sent the confirmation; null: neither. */
  email: string | null;
  /** Runs once the limits passed and the files are kept, before the transaction (the complaint's password hash). */
  prepare?: () => Promise<void>;
  /** Inserts the submission's row; answers its id. */
  insert: (tx: Transaction, row: SubmissionRow, trackingCode: string | null) => Promise<{ id: number }[]>;
  /** The mails' headline, the sender's fields for the officers and the text (form-mails.ts). */
  mail: Pick<FormMailInput, 'headline' | 'fields' | 'text'>;
  /** The new submission's receipt when it says more than the form's `receipt` (a generated password). */
  receipt?: (row: KeyRow) => Receipt;
}

/** One public form as the submission pipeline (submitForm) takes it. */
export interface FormDescription<Schema extends z.ZodMiniObject, Receipt> {
  form: FormName;
  referencePrefix: Parameters<typeof formReference>[0];
  newTrackingCode?: () => string;
  /** The unique constraints a fresh reference (or tracking code) may clash with. */
  clashes: string[];
  body: FormBodyLimits;
  /** The accepted files' total limit (filesTooLarge beyond it), when the form takes several. */
  filesMaxBytes?: number;
  schema: Schema;
  /** The schema's fields → the names sent. */
  fieldOf: Record<keyof z.infer<Schema>, string>;
  topicField: string;
  noTopic: FormMessageKey;
  /** Fields the form checks itself (after the schema's in a 422). */
  ownFields?: {
    names: string[];
    check: (fields: ParsedBody['fields'], problems: Map<string, FormMessageKey>) => void;
  };
  hourlyLimits: HourlyLimits;
  /** The key naming the submission in its files' rows and in its mails. */
  owner: {
    attachments: 'contactMessageId' | 'complaintId' | 'tipOffId';
    mails: 'messageId' | 'complaintId' | 'tipOffId';
  };
  /** Where the officers' mail goes instead of the site's officers, when set. */
  officers?: (context: FormContext) => string | undefined;
  log: { noOfficers: string; stored: string; files: (count: number) => Record<string, unknown> };
  /** The receipt of a stored submission (400 for a key another form used). */
  receipt: (row: KeyRow) => Receipt;
  accept: (
    value: z.infer<Schema>,
    topic: NonNullable<Awaited<ReturnType<typeof findFormTopic>>>,
    fields: ParsedBody['fields'],
  ) => AcceptedSubmission<Receipt>;
}

/**
 * A public form's submission: the Idempotency-Key and an earlier receipt, the body read within its limits, the
 * fields, topic and files checked (422), the hourly limits (429), the files kept, the row, its files' rows and its
 * mails stored once in one transaction, and the receipt (201; 200 for a key used before). Kept files are removed
 * when the submission is not stored; received ones are discarded in the end.
 */
export async function submitForm<Schema extends z.ZodMiniObject, Receipt>(
  context: FormContext,
  request: FastifyRequest,
  siteId: string,
  form: FormDescription<Schema, Receipt>,
): Promise<{ status: 200 | 201; receipt: Receipt }> {
  const { db, store, mailer } = context;
  const key = idempotencyKeyOf(request);
  const earlier = await earlierKey(db, siteId, key, context.clock());
  if (earlier) return { status: 200, receipt: form.receipt(earlier) };

  const body = await readFormBody(request, store, form.body);
  const fileField = form.body.fileField;
  const stored: { file: StoredFile; name: string }[] = [];
  const removeStored = async () => {
    for (const { file } of stored.splice(0)) await store.remove(file.storedPath);
  };
  try {
    const { lang, senderIp } = langAndSender(body.fields);
    const { value, topic, problems } = await checkFields(db, siteId, form.schema, form.fieldOf, body.fields, {
      sent: form.topicField,
      form: form.form,
      missing: form.noTopic,
    });
    form.ownFields?.check(body.fields, problems);
    const accepted = body.files.flatMap(({ file, name }) =>
      file.kind === 'accepted' ? [{ file, name }] : [],
    );
    const acceptedBytes = accepted.reduce((sum, { file }) => sum + file.size, 0);
    const fileProblem =
      attachmentProblem(body) ??
      (acceptedBytes > (form.filesMaxBytes ?? Infinity) ? FORM_MESSAGES.filesTooLarge : undefined);
    if (fileProblem) problems.set(fileField, fileProblem);
    rejectProblems(problems, [
      ...Object.values<string>(form.fieldOf),
      ...(form.ownFields?.names ?? []),
      fileField,
    ]);
    if (!value || !topic) throw new Error('checkFields found no problem but no value');
    const submission = form.accept(value, topic, body.fields);

    const now = context.clock();
    const fingerprint = reporterFingerprint(limitedAddress(senderIp), context.fingerprintSalt);
    await withinHourlyLimits(db, form.hourlyLimits, fingerprint, submission.email, now);

    for (const { file, name } of accepted) {
      const kept = await store.store(file, now, form.form);
      if (kept.kind === 'refused') {
        request.log.info(
          { siteId, type: file.type, reason: kept.reason },
          'An attachment was refused by its content',
        );
        throw new FormRejected([{ field: fileField, message: FORM_MESSAGES.fileRefused }]);
      }
      stored.push({ file: kept.file, name: safeFileName(name, kept.file.type) });
    }
    await submission.prepare?.();

    const mailing = await siteMailing(db, siteId, context.officerFallback);
    // A complaint's confirmation links its tracking page on the site's own origin (decision 0611).
    const links = form.newTrackingCode ? await siteComplaintLinks(db, siteId, context.siteLinks, lang) : null;
    const officers = form.officers?.(context) ?? mailing.officers;

    const outcome = await storeOnce({
      db,
      siteId,
      key,
      now,
      clock: context.clock,
      newReference: () => formReference(form.referencePrefix, now),
      newTrackingCode: form.newTrackingCode,
      clashes: form.clashes,
      store: async (tx, reference, trackingCode) => {
        const row = { siteId, reference, lang, senderFingerprint: fingerprint, receivedAt: now };
        const id = (await submission.insert(tx, row, trackingCode))[0]!.id;
        if (stored.length > 0) {
          await tx.insert(formAttachments).values(
            stored.map(({ file, name }) => ({
              [form.owner.attachments]: id,
              storedPath: file.storedPath,
              name,
              type: file.type,
              size: file.size,
            })),
          );
        }
        const mailInput: FormMailInput = {
          form: form.form,
          reference,
          ...(trackingCode ? { trackingCode, links } : {}),
          receivedAt: now,
          site: mailing.site,
          topic: { th: topic.nameTh, en: topic.nameEn },
          lang,
          ...submission.mail,
          attachments: stored.map(({ file, name }) => ({ name, size: file.size })),
        };
        const about = { [form.owner.mails]: id };
        return mailer.enqueue(tx, submissionMails(mailInput, about, officers, submission.email));
      },
    });
    if (outcome.earlier) {
      // Another call with this key stored its submission first: answer its receipt, keep nothing of this one.
      await removeStored();
      return { status: 200, receipt: form.receipt(outcome.earlier) };
    }
    if (!officers) request.log.warn({ siteId }, form.log.noOfficers);
    mailer.afterCommit(outcome.result);
    const reference = outcome.reference;
    request.log.info({ siteId, reference, ...form.log.files(stored.length) }, form.log.stored);
    const row = { reference, trackingCode: outcome.trackingCode, receivedAt: now };
    return { status: 201, receipt: (submission.receipt ?? form.receipt)(row) };
  } catch (error) {
    await removeStored();
    throw error;
  } finally {
    await discardAll(store, body);
  }
}

/** The site's names (for the mails) and where its officers' mail goes (its address, else the fallback). */
async function siteMailing(db: Db, siteId: string, officerFallback: string | undefined) {
  const [row] = await db
    .select({ nameTh: sites.nameTh, nameEn: sites.nameEn, officerEmail: sites.officerEmail })
    .from(sites)
    .where(eq(sites.id, siteId));
  return {
    site: { nameTh: row?.nameTh ?? '', nameEn: row?.nameEn ?? '' },
    officers: row?.officerEmail ?? officerFallback,
  };
}

/** The officers' notice (in Thai) when there are officers, and the sender's confirmation when there is an address. */
function submissionMails(
  input: FormMailInput,
  about: Record<string, number>,
  officers: string | undefined,
  email: string | null,
): OutgoingMail[] {
  const mails: OutgoingMail[] = [];
  if (officers) {
    mails.push({
      kind: `${input.form}-officers`,
      ...about,
      to: officers,
      lang: 'th',
      ...formOfficersMail(input),
    });
  }
  if (email) {
    const confirmation = formConfirmationMail(input);
    mails.push({
      kind: `${input.form}-confirmation`,
      ...about,
      to: email,
      lang: input.lang,
      ...confirmation,
    });
  }
  return mails;
}
