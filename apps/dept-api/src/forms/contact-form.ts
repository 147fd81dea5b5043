/**
 * The contact form (POST /site/{siteId}/forms/contact, decision 0141): checked with `@probation/forms`' contact
 * schema, stored with its attachment, idempotent per Idempotency-Key, rate-limited, mailed on through the outbox.
 */
import { and, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  checkForm,
  CONTACT_WIRE_FIELDS,
  contactSchema,
  FORM_MESSAGES,
  parseThaiPhone,
  safeFileName,
  ATTACHMENT_MAX_BYTES,
  type FormMessageKey,
} from '@probation/forms';
import type { FormReceipt, FormRejection, Lang } from '@probation/contract';
import { limitedAddress } from '../auth/caller-address.ts';
import type { Clock } from '../auth/tokens.ts';
import { reporterFingerprint } from '../content/broken-file-reports.ts';
import type { Db } from '../db/database.ts';
import { contactAttachments, contactMessages, formIdempotencyKeys, sites } from '../db/schema.ts';
import { badRequest, HttpError, tooManyRequests } from '../http/errors.ts';
import { confirmationMail, officersMail, type ContactMailInput } from '../mail/contact-mails.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import type { AttachmentStore, ReceivedFile, StoredFile } from './attachment-store.ts';
import { findFormTopic } from './form-topics.ts';
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
export const IDEMPOTENCY_KEY_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** The contract's snake_case fields and the schema's camelCase ones. */
const FIELD_OF = CONTACT_WIRE_FIELDS;

/** A field sent twice or as a file: it counts as empty (checkForm reads only text). */
const NOT_TEXT = Symbol('not text');

/** 422 FormRejection: each field (snake_case, as sent) with its message key. */
export class FormRejected extends HttpError {
  constructor(problems: FormRejection['problems']) {
    super(
      422,
      `The form breaks ${problems.length === 1 ? 'a rule' : `${problems.length} rules`}`,
      {},
      { problems },
    );
  }
}

export interface ContactFormContext {
  db: Db;
  clock: Clock;
  store: AttachmentStore;
  mailer: Mailer;
  fingerprintSalt: string;
  officerFallback: string | undefined;
}

export type ContactOutcome = { status: 200 | 201; receipt: FormReceipt };

interface ParsedBody {
  fields: Record<string, string | typeof NOT_TEXT>;
  file: ReceivedFile | undefined;
  fileName: string;
  tooManyFiles: boolean;
}

export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
    throw badRequest('Idempotency-Key must be 16 to 64 letters, digits, "-" or "_"');
  }
  return key;
}

/** The receipt of an earlier call with this key (kept 24 hours), if there is one. */
async function earlierReceipt(db: Db, siteId: string, key: string, now: Date): Promise<FormReceipt | null> {
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
  return row ? { reference: row.reference, received_at: row.receivedAt.toISOString() } : null;
}

async function readBody(request: FastifyRequest, store: AttachmentStore): Promise<ParsedBody> {
  const parsed: ParsedBody = { fields: {}, file: undefined, fileName: '', tooManyFiles: false };
  let bytes = 0;
  const countBytes = (chunk: Buffer) => {
    bytes += chunk.length;
  };
  request.raw.on('data', countBytes);
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (bytes > CONTACT_BODY_MAX_BYTES) throw bodyTooLarge();
      if (part.type === 'file') {
        if (part.fieldname !== 'attachment' || parsed.file) {
          parsed.fields[part.fieldname] = NOT_TEXT;
          await drain(part.file);
          continue;
        }
        parsed.file = await store.receive(part.file);
        parsed.fileName = part.filename;
      } else {
        // A field sent twice, or as JSON (which @fastify/multipart parses), is not the text of a form field.
        parsed.fields[part.fieldname] =
          part.fieldname in parsed.fields || typeof part.value !== 'string' ? NOT_TEXT : part.value;
      }
    }
    if (bytes > CONTACT_BODY_MAX_BYTES) throw bodyTooLarge();
  } catch (error) {
    await store.discard(parsed.file);
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      return { ...parsed, file: undefined, tooManyFiles: true };
    }
    if (error instanceof HttpError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, `The form has more than ${MULTIPART_LIMITS.fields} fields`);
    }
    if (statusCode === 413) throw bodyTooLarge();
    throw badRequest('The multipart/form-data body could not be read');
  } finally {
    request.raw.off('data', countBytes);
  }
  return parsed;
}

function bodyTooLarge(): HttpError {
  return new HttpError(413, `The form's body is over ${CONTACT_BODY_MAX_BYTES / (1024 * 1024)} MiB`);
}

async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of stream) {
    // discard
  }
}

function text(value: string | typeof NOT_TEXT | undefined): string | undefined {
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

async function withinLimits(db: Db, fingerprint: string, email: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  const check = async (where: ReturnType<typeof and>, limit: number, what: string) => {
    const rows = await db
      .select({ receivedAt: contactMessages.receivedAt })
      .from(contactMessages)
      .where(and(where, gt(contactMessages.receivedAt, since)))
      .orderBy(contactMessages.receivedAt);
    if (rows.length >= limit) {
      const oldest = rows[rows.length - limit]!.receivedAt;
      throw tooManyRequests(
        `At most ${limit} messages an hour ${what}`,
        new Date(oldest.getTime() + HOUR_MS),
        now,
      );
    }
  };
  await check(
    and(eq(contactMessages.senderFingerprint, fingerprint)),
    MESSAGES_PER_SENDER_PER_HOUR,
    'from one address',
  );
  await check(
    and(sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`),
    MESSAGES_PER_EMAIL_PER_HOUR,
    'from one e-mail address',
  );
}

class LostRace extends Error {}

function isReferenceClash(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint_name, constraint } = current as Record<string, unknown>;
    if (code === '23505' && [constraint_name, constraint].includes('contact_messages_reference_unique')) {
      return true;
    }
  }
  return false;
}

export async function submitContactForm(
  context: ContactFormContext,
  request: FastifyRequest,
  siteId: string,
): Promise<ContactOutcome> {
  const { db, store, mailer } = context;
  const key = idempotencyKeyOf(request);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > CONTACT_BODY_MAX_BYTES) throw bodyTooLarge();
  const earlier = await earlierReceipt(db, siteId, key, context.clock());
  if (earlier) return { status: 200, receipt: earlier };

  const body = await readBody(request, store);
  let stored: StoredFile | null = null;
  try {
    const lang = text(body.fields.lang);
    if (lang !== 'th' && lang !== 'en') throw badRequest('lang must be "th" or "en"');
    const senderIp = text(body.fields.sender_ip)?.trim() ?? '';
    if (!isIpAddress(senderIp)) throw badRequest('sender_ip must be an IPv4 or IPv6 address');

    const input = Object.fromEntries(
      Object.entries(FIELD_OF).map(([field, sent]) => [field, body.fields[sent]]),
    );
    const checked = checkForm(contactSchema, input);
    const problems = new Map<string, FormMessageKey>();
    if (!checked.ok)
      for (const { field, message } of checked.problems) problems.set(FIELD_OF[field], message);
    const topic =
      checked.ok || !problems.has('category')
        ? await findFormTopic(db, siteId, 'contact', (text(body.fields.category) ?? '').trim())
        : undefined;
    if (!problems.has('category') && !topic) problems.set('category', FORM_MESSAGES.chooseCategory);
    const attachmentProblem = body.tooManyFiles
      ? FORM_MESSAGES.tooManyFiles
      : body.file?.kind === 'wrong-type'
        ? FORM_MESSAGES.fileFormat
        : body.file?.kind === 'too-large'
          ? FORM_MESSAGES.fileTooLarge
          : undefined;
    if (attachmentProblem) problems.set('attachment', attachmentProblem);
    const ordered = () =>
      [...Object.values(FIELD_OF), 'attachment']
        .filter((field) => problems.has(field))
        .map((field) => ({ field, message: problems.get(field)! }));
    if (problems.size > 0 || !checked.ok || !topic) throw new FormRejected(ordered());
    const value = checked.value;
    const phone = parseThaiPhone(value.phone)!;

    const now = context.clock();
    const fingerprint = reporterFingerprint(limitedAddress(senderIp), context.fingerprintSalt);
    await withinLimits(db, fingerprint, value.email, now);

    const accepted = body.file?.kind === 'accepted' ? body.file : undefined;
    if (accepted) {
      stored = await store.store(accepted, now);
      if (!stored) throw new FormRejected([{ field: 'attachment', message: FORM_MESSAGES.fileFormat }]);
    }
    const attachmentName = accepted && stored ? safeFileName(body.fileName, stored.type) : null;

    const [site] = await db
      .select({ nameTh: sites.nameTh, nameEn: sites.nameEn, officerEmail: sites.officerEmail })
      .from(sites)
      .where(eq(sites.id, siteId));
    const officers = site?.officerEmail ?? context.officerFallback;

    for (let attempt = 1; ; attempt++) {
      const reference = formReference('CT', now);
      try {
        const mailIds = await db.transaction(async (tx) => {
          await tx
            .delete(formIdempotencyKeys)
            .where(
              lt(formIdempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * HOUR_MS)),
            );
          const claimed = await tx
            .insert(formIdempotencyKeys)
            .values({ siteId, key, reference, receivedAt: now, createdAt: now })
            .onConflictDoNothing()
            .returning({ key: formIdempotencyKeys.key });
          if (claimed.length === 0) throw new LostRace();
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
            await tx.insert(contactAttachments).values({
              messageId: message!.id,
              storedPath: stored.storedPath,
              name: attachmentName,
              type: stored.type,
              size: stored.size,
            });
          }
          const mailInput: ContactMailInput = {
            reference,
            receivedAt: now,
            site: { nameTh: site?.nameTh ?? '', nameEn: site?.nameEn ?? '' },
            categoryName: { th: topic.nameTh, en: topic.nameEn },
            firstName: value.firstName,
            lastName: value.lastName,
            email: value.email,
            phone: phone.e164,
            phoneExtension: phone.extension,
            subject: value.subject,
            message: value.message,
            lang: lang as Lang,
            attachment: stored && attachmentName ? { name: attachmentName, size: stored.size } : null,
          };
          const mails: OutgoingMail[] = [];
          if (officers) {
            mails.push({
              kind: 'contact-officers',
              messageId: message!.id,
              to: officers,
              lang: 'th',
              ...mailTexts(officersMail(mailInput)),
            });
          }
          mails.push({
            kind: 'contact-confirmation',
            messageId: message!.id,
            to: value.email,
            lang,
            ...mailTexts(confirmationMail(mailInput)),
          });
          return mailer.enqueue(tx, mails);
        });
        if (!officers)
          request.log.warn({ siteId }, 'the site has no officer address: only the sender is mailed');
        mailer.afterCommit(mailIds);
        request.log.info({ siteId, reference, attachment: stored !== null }, 'contact message stored');
        return { status: 201, receipt: { reference, received_at: now.toISOString() } };
      } catch (error) {
        if (error instanceof LostRace) {
          // Another call with this key stored its message first: answer its receipt, keep nothing of this one.
          const receipt = await earlierReceipt(db, siteId, key, context.clock());
          if (receipt) {
            if (stored) await store.remove(stored.storedPath);
            stored = null;
            return { status: 200, receipt };
          }
          if (attempt < 3) continue;
          throw error;
        }
        if (isReferenceClash(error) && attempt < 3) continue;
        throw error;
      }
    }
  } catch (error) {
    if (stored) await store.remove(stored.storedPath);
    throw error;
  } finally {
    await store.discard(body.file);
  }
}

function mailTexts(content: { subject: string; text: string }) {
  return { subject: content.subject, text: content.text };
}
