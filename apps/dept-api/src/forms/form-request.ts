/**
 * The public forms' submission pipeline (decisions 0141, 0143, 0146, 0158; submitForm, driven by each form's
 * FormDescription): the Idempotency-Key, the multipart body read with its limits while it streams (files told by
 * their first bytes on the way), the 422 of a form that breaks a rule, the sender's address check, the hourly
 * limits, the files checked by their content as they are kept, the transaction that stores a submission once, and
 * its mails.
 */
import { and, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import {
  ATTACHMENT_MAX_BYTES,
  checkForm,
  FORM_MESSAGES,
  parseThaiPhone,
  safeFileName,
  type FormMessageKey,
} from '@probation/forms';
import type { FormName, FormRejection } from '@probation/contract';
import { limitedAddress } from '../auth/caller-address.ts';
import type { Clock } from '../auth/tokens.ts';
import { reporterFingerprint } from '../content/broken-file-reports.ts';
import type { ApiConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { formAttachments, formIdempotencyKeys, sites } from '../db/schema.ts';
import { badRequest, HttpError, tooManyRequests } from '../http/errors.ts';
import { formConfirmationMail, formOfficersMail, phoneLine, type FormMailInput } from '../mail/form-mails.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import type { AttachmentStore, ReceivedFile, StoredFile } from './attachment-store.ts';
import { siteComplaintLinks } from './complaint-links.ts';
import { findFormTopic } from './form-topics.ts';
import { formReference } from './reference.ts';

const IDEMPOTENCY_KEY_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** A field sent twice or as a file: it counts as empty (checkForm reads only text). */
export const NOT_TEXT = Symbol('not text');

/** 422 FormRejection: each field (snake_case, as sent) with its message key. */
class FormRejected extends HttpError {
  constructor(problems: FormRejection['problems']) {
    super(
      422,
      `The form breaks ${problems.length === 1 ? 'a rule' : `${problems.length} rules`}`,
      {},
      { problems },
    );
  }
}

/** Another call with the same Idempotency-Key stored its submission first. */
class LostRace extends Error {}

function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
    throw badRequest('Idempotency-Key must be 16 to 64 letters, digits, "-" or "_"');
  }
  return key;
}

/** The stored receipt of an earlier call with this key (kept 24 hours), if there is one. */
async function earlierKey(db: Db, siteId: string, key: string, now: Date) {
  const [row] = await db
    .select()
    .from(formIdempotencyKeys)
    .where(
      and(
        eq(formIdempotencyKeys.siteId, siteId),
        eq(formIdempotencyKeys.key, key),
        gte(formIdempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * HOUR_MS)),
      ),
    );
  return row;
}

export interface FormBodyLimits {
  /** The file field's name (`attachment`, `attachments`). */
  fileField: string;
  /** Passed to @fastify/multipart (`files` is how many files a form takes). */
  multipart: {
    fileSize: number;
    files: number;
    fields: number;
    parts: number;
    fieldSize: number;
    fieldNameSize: number;
    headerPairs: number;
  };
  /** The whole body's limit (413 beyond it). */
  bodyMaxBytes: number;
}

/** A form's body limits: 20 text fields of up to 20 KiB (5000 Thai characters are 15 000 bytes) and its files. */
export function formBodyLimits(fileField: string, files: number, bodyMaxBytes: number): FormBodyLimits {
  const fields = 20;
  const multipart = { fileSize: ATTACHMENT_MAX_BYTES, files, fields, parts: fields + files };
  return {
    fileField,
    multipart: { ...multipart, fieldSize: 20 * 1024, fieldNameSize: 100, headerPairs: 20 },
    bodyMaxBytes,
  };
}

export interface ParsedBody {
  fields: Record<string, string | typeof NOT_TEXT>;
  files: { file: ReceivedFile; name: string }[];
  tooManyFiles: boolean;
}

/** Reads a multipart form; files go to the store's incoming folder (the caller discards them in the end). */
async function readFormBody(
  request: FastifyRequest,
  store: AttachmentStore,
  limits: FormBodyLimits,
): Promise<ParsedBody> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.bodyMaxBytes) throw bodyTooLarge(limits);
  const parsed: ParsedBody = { fields: {}, files: [], tooManyFiles: false };
  let bytes = 0;
  const countBytes = (chunk: Buffer) => {
    bytes += chunk.length;
  };
  request.raw.on('data', countBytes);
  try {
    for await (const part of request.parts({ limits: limits.multipart })) {
      if (bytes > limits.bodyMaxBytes) throw bodyTooLarge(limits);
      if (part.type === 'file') {
        if (part.fieldname !== limits.fileField) {
          parsed.fields[part.fieldname] = NOT_TEXT;
          await drain(part.file);
          continue;
        }
        parsed.files.push({ file: await store.receive(part.file), name: part.filename });
      } else {
        // A field sent twice, or as JSON (which @fastify/multipart parses), is not the text of a form field.
        parsed.fields[part.fieldname] =
          part.fieldname in parsed.fields || typeof part.value !== 'string' ? NOT_TEXT : part.value;
      }
    }
    if (bytes > limits.bodyMaxBytes) throw bodyTooLarge(limits);
  } catch (error) {
    await discardAll(store, parsed);
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      return { ...parsed, files: [], tooManyFiles: true };
    }
    if (error instanceof HttpError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, `The form has more than ${limits.multipart.fields} fields`);
    }
    if (statusCode === 413) throw bodyTooLarge(limits);
    throw badRequest('The multipart/form-data body could not be read');
  } finally {
    request.raw.off('data', countBytes);
  }
  return parsed;
}

async function discardAll(store: AttachmentStore, body: ParsedBody): Promise<void> {
  for (const { file } of body.files) await store.discard(file);
}

function bodyTooLarge(limits: FormBodyLimits): HttpError {
  return new HttpError(413, `The form's body is over ${limits.bodyMaxBytes / (1024 * 1024)} MiB`);
}

async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of stream) {
    // discard
  }
}

/** The message key of the files' first problem (too many, wrong type, too large), if any. */
function attachmentProblem(body: ParsedBody): FormMessageKey | undefined {
  if (body.tooManyFiles) return FORM_MESSAGES.tooManyFiles;
  if (body.files.some(({ file }) => file.kind === 'wrong-type')) return FORM_MESSAGES.fileFormat;
  if (body.files.some(({ file }) => file.kind === 'too-large')) return FORM_MESSAGES.fileTooLarge;
  return undefined;
}

export function text(value: string | typeof NOT_TEXT | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function isIpAddress(value: string): boolean {
  if (IPV4.test(value)) return true;
  // An IPv6 address as the contract's `format: ipv6` takes it (URL parsing checks the groups).
  if (!value.includes(':') || value.length > 45 || !/^[0-9A-Fa-f:.]+$/.test(value)) return false;
  try {
    return new URL(`http://[${value}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}

/** The lang and sender_ip fields every form carries (400 when missing or wrong: the gateway sends them). */
function langAndSender(fields: Record<string, unknown>): { lang: 'th' | 'en'; senderIp: string } {
  const lang = fields.lang;
  if (lang !== 'th' && lang !== 'en') throw badRequest('lang must be "th" or "en"');
  const senderIp = typeof fields.sender_ip === 'string' ? fields.sender_ip.trim() : '';
  if (!isIpAddress(senderIp)) throw badRequest('sender_ip must be an IPv4 or IPv6 address');
  return { lang, senderIp };
}

/** Whether an error (or its cause) is a unique violation of this constraint. */
export function isUniqueClash(error: unknown, constraints: string[]): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint_name, constraint } = current as Record<string, unknown>;
    if (code === '23505' && constraints.some((name) => name === constraint_name || name === constraint)) {
      return true;
    }
  }
  return false;
}

/** A form's table as the hourly limits read it. */
type SubmissionTable = PgTable & { receivedAt: PgColumn; senderFingerprint: PgColumn; email: PgColumn };

/**
 * 429 once a sender (address fingerprint) or an e-mail address sent `perSender` / `perEmail` in the last hour. An
 * anonymous tip-off has no e-mail address: only the sender's limit applies.
 */
async function withinHourlyLimits(
  db: Db,
  {
    table,
    perSender,
    perEmail,
    what,
  }: { table: SubmissionTable; perSender: number; perEmail: number; what: string },
  fingerprint: string,
  email: string | null,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  const check = async (where: SQL, limit: number, from: string) => {
    const rows = (await db
      .select({ receivedAt: table.receivedAt })
      .from(table)
      .where(and(where, gt(table.receivedAt, since)))
      .orderBy(table.receivedAt)) as { receivedAt: Date }[];
    if (rows.length >= limit) {
      const oldest = rows[rows.length - limit]!.receivedAt;
      throw tooManyRequests(
        `At most ${limit} ${what} an hour ${from}`,
        new Date(oldest.getTime() + HOUR_MS),
        now,
      );
    }
  };
  await check(eq(table.senderFingerprint, fingerprint), perSender, 'from one address');
  if (email === null) return;
  await check(sql`lower(${table.email}) = ${email.toLowerCase()}`, perEmail, 'from one e-mail address');
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Claims the Idempotency-Key and stores the submission in one transaction, drawing the reference (and tracking
 * code) again on a clash. Answers the new reference, or the earlier call's key row when another call with the
 * key stored first (the caller then keeps nothing of its own).
 */
async function storeOnce<Result>(options: {
  db: Db;
  siteId: string;
  key: string;
  now: Date;
  clock: () => Date;
  newReference: () => string;
  newTrackingCode?: () => string;
  /** The unique constraints a fresh draw may clash with. */
  clashes: string[];
  store: (tx: Transaction, reference: string, trackingCode: string | null) => Promise<Result>;
}): Promise<
  | { earlier: null; reference: string; trackingCode: string | null; result: Result }
  | { earlier: NonNullable<Awaited<ReturnType<typeof earlierKey>>> }
> {
  const { db, siteId, key, now } = options;
  for (let attempt = 1; ; attempt++) {
    const reference = options.newReference();
    const trackingCode = options.newTrackingCode?.() ?? null;
    try {
      const result = await db.transaction(async (tx) => {
        await tx
          .delete(formIdempotencyKeys)
          .where(
            lt(formIdempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * HOUR_MS)),
          );
        const claimed = await tx
          .insert(formIdempotencyKeys)
          .values({ siteId, key, reference, trackingCode, receivedAt: now, createdAt: now })
          .onConflictDoNothing()
          .returning({ key: formIdempotencyKeys.key });
        if (claimed.length === 0) throw new LostRace();
        return options.store(tx, reference, trackingCode);
      });
      return { earlier: null, reference, trackingCode, result };
    } catch (error) {
      if (error instanceof LostRace) {
        const earlier = await earlierKey(db, siteId, key, options.clock());
        if (earlier) return { earlier };
        if (attempt < 3) continue;
        throw error;
      }
      if (isUniqueClash(error, options.clashes) && attempt < 3) continue;
      throw error;
    }
  }
}

/**
 * A form's text fields checked by its schema (`fieldOf`: the schema's fields → the names sent) and its topic field
 * against the site's topics of the form: the clean value (when every rule holds), the topic and the problems by
 * field as sent.
 */
async function checkFields<Schema extends z.ZodMiniObject>(
  db: Db,
  siteId: string,
  schema: Schema,
  fieldOf: Record<keyof z.infer<Schema>, string>,
  fields: ParsedBody['fields'],
  topicField: { sent: string; form: FormName; missing: FormMessageKey },
) {
  const sentOf = fieldOf as Record<string, string>;
  const input = Object.fromEntries(Object.entries(sentOf).map(([field, sent]) => [field, fields[sent]]));
  const checked = checkForm(schema, input);
  const problems = new Map<string, FormMessageKey>();
  if (!checked.ok) for (const { field, message } of checked.problems) problems.set(sentOf[field]!, message);
  const topic =
    checked.ok || !problems.has(topicField.sent)
      ? await findFormTopic(db, siteId, topicField.form, (text(fields[topicField.sent]) ?? '').trim())
      : undefined;
  if (!problems.has(topicField.sent) && !topic) problems.set(topicField.sent, topicField.missing);
  return { value: checked.ok ? checked.value : undefined, topic, problems };
}

/** The 422 of the problems found, fields in the order given (the form's), when there are any. */
function rejectProblems(problems: Map<string, FormMessageKey>, order: string[]): void {
  if (problems.size === 0) return;
  throw new FormRejected(
    order.filter((field) => problems.has(field)).map((field) => ({ field, message: problems.get(field)! })),
  );
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

/** The stored key of a submission as its receipt tells it. */
export interface KeyRow {
  reference: string;
  trackingCode: string | null;
  receivedAt: Date;
}

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

/** A named sender's columns and their lines in the officers' mail (the contact form's and the complaint's). */
export function namedSender(value: { firstName: string; lastName: string; email: string; phone: string }) {
  const phone = parseThaiPhone(value.phone)!;
  const { firstName, lastName, email } = value;
  const lines: [string, string][] = [
    ['ชื่อ-นามสกุล', `${firstName} ${lastName}`],
    ['อีเมล', email],
    ['โทรศัพท์', phoneLine(phone.e164, phone.extension)],
  ];
  return {
    columns: { firstName, lastName, email, phone: phone.e164, phoneExtension: phone.extension },
    lines,
  };
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
  hourlyLimits: { table: SubmissionTable; perSender: number; perEmail: number; what: string };
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
        const mails: OutgoingMail[] = [];
        if (officers) {
          const officersMail = formOfficersMail(mailInput);
          mails.push({ kind: `${form.form}-officers`, ...about, to: officers, lang: 'th', ...officersMail });
        }
        if (submission.email) {
          const confirmation = formConfirmationMail(mailInput);
          mails.push({
            kind: `${form.form}-confirmation`,
            ...about,
            to: submission.email,
            lang,
            ...confirmation,
          });
        }
        return mailer.enqueue(tx, mails);
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
