/**
 * Complaints (decisions 0146-0148): POST /site/{siteId}/forms/complaint stores a complaint checked with
 * `@probation/forms`' complaintSchema, its files (up to five) and a hash of its tracking password, and mails the
 * officers and the complainant; /forms/complaint/track shows it to whoever has its tracking code and password;
 * /forms/complaint/rate takes the complainant's rating once it is closed (officers append their results through
 * officer-queue.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  COMPLAINT_WIRE_FIELDS,
  complaintSchema,
  FORM_MESSAGES,
  parseThaiPhone,
  type FormMessageKey,
} from '@probation/forms';
import type { components } from '@probation/contract';
import { limitedAddress } from '../auth/caller-address.ts';
import type { Clock } from '../auth/tokens.ts';
import { reporterFingerprint } from '../content/broken-file-reports.ts';
import type { Db } from '../db/database.ts';
import { complaintRatings, complaintResults, complaints } from '../db/schema.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { phoneLine } from '../mail/form-mails.ts';
import {
  hashPassword,
  needsRehash,
  newPassword,
  newTrackingCode,
  normalTrackingCode,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  verifyPassword,
} from './complaint-credentials.ts';
import { findFormTopic } from './form-topics.ts';
import { checkTrackingLimits, recordTrackingFailure } from './tracking-limits.ts';
import { formBodyLimits, text } from './form-body.ts';
import type { KeyRow } from './idempotency-key.ts';
import { namedSender } from './named-sender.ts';
import { submitForm, type FormContext, type FormDescription } from './submit-form.ts';

type ComplaintReceipt = components['schemas']['ComplaintReceipt'];
type ComplaintStatus = components['schemas']['ComplaintStatus'];
type ComplaintRating = components['schemas']['ComplaintRating'];

export const COMPLAINT_MAX_FILES = 5;
export const COMPLAINT_FILES_MAX_BYTES = 15 * 1024 * 1024;
/** The files' 15 MiB and the fields (5000 Thai characters are 15 000 bytes) with room to spare. */
export const COMPLAINT_BODY_MAX_BYTES = 16 * 1024 * 1024;
export const COMPLAINTS_PER_SENDER_PER_HOUR = 5;
export const COMPLAINTS_PER_EMAIL_PER_HOUR = 3;

/** The schema's fields as sent; the password, checked here, comes after them. */
const { password: _password, ...FIELD_OF } = COMPLAINT_WIRE_FIELDS;

/** The visitor's own password (sent as text, 8 to 128 characters), if not left empty: else one is generated. */
function checkOwnPassword(fields: Record<string, unknown>, problems: Map<string, FormMessageKey>): void {
  const value = fields.password;
  if (value === undefined || value === '') return;
  if (typeof value !== 'string' || [...value].length < PASSWORD_MIN_LENGTH) {
    problems.set('password', FORM_MESSAGES.passwordTooShort);
  } else if (value.length > PASSWORD_MAX_LENGTH) problems.set('password', FORM_MESSAGES.tooLong);
}

const COMPLAINT_FORM: FormDescription<typeof complaintSchema, ComplaintReceipt> = {
  form: 'complaint',
  referencePrefix: 'CP',
  newTrackingCode,
  clashes: ['complaints_reference_unique', 'complaints_tracking_code_unique'],
  body: formBodyLimits('attachments', COMPLAINT_MAX_FILES, COMPLAINT_BODY_MAX_BYTES),
  filesMaxBytes: COMPLAINT_FILES_MAX_BYTES,
  schema: complaintSchema,
  fieldOf: FIELD_OF,
  topicField: 'complaint_type',
  noTopic: FORM_MESSAGES.chooseTopic,
  ownFields: { names: ['password'], check: checkOwnPassword },
  hourlyLimits: {
    table: complaints,
    perSender: COMPLAINTS_PER_SENDER_PER_HOUR,
    perEmail: COMPLAINTS_PER_EMAIL_PER_HOUR,
    what: 'complaints',
  },
  owner: { attachments: 'complaintId', mails: 'complaintId' },
  log: {
    noOfficers: 'the site has no officer address: only the complainant is mailed',
    stored: 'complaint stored',
    files: (count) => ({ attachments: count }),
  },
  receipt: (row) => {
    if (!row.trackingCode) throw badRequest('This Idempotency-Key was used for another form');
    return {
      reference: row.reference,
      tracking_code: row.trackingCode,
      password_shown: false,
      received_at: row.receivedAt.toISOString(),
    };
  },
  accept: (value, topic, fields) => {
    const own = text(fields.password) || null;
    const password = own ?? newPassword();
    let passwordHash = '';
    const sender = namedSender(value);
    const extraPhone = value.extraPhone ? parseThaiPhone(value.extraPhone) : null;
    return {
      email: value.email,
      prepare: async () => {
        passwordHash = await hashPassword(password);
      },
      insert: (tx, row, trackingCode) =>
        tx
          .insert(complaints)
          .values({
            ...row,
            trackingCode: trackingCode!,
            passwordHash,
            ...sender.columns,
            extraPhone: extraPhone?.e164 ?? null,
            extraPhoneExtension: extraPhone?.extension ?? null,
            complaintType: topic.id,
            detail: value.detail,
            status: 'received',
          })
          .returning({ id: complaints.id }),
      mail: {
        headline: topic.nameTh,
        fields: [
          ...sender.lines,
          ['โทรศัพท์อื่น', extraPhone ? phoneLine(extraPhone.e164, extraPhone.extension) : 'ไม่มี'],
        ],
        text: { label: 'รายละเอียด', value: value.detail },
      },
      receipt: (row: KeyRow) => ({
        reference: row.reference,
        tracking_code: row.trackingCode!,
        ...(own === null ? { password } : {}),
        password_shown: own === null,
        received_at: row.receivedAt.toISOString(),
      }),
    };
  },
};

export function submitComplaintForm(context: FormContext, request: FastifyRequest, siteId: string) {
  return submitForm(context, request, siteId, COMPLAINT_FORM);
}

export interface Credentials {
  tracking_code: string;
  password: string;
  sender_ip: string;
}

const NOT_FOUND_MESSAGE = 'No complaint has this tracking code and password';

/**
 * The complaint the tracking code and password open, or the same 404 whichever is wrong (the password is hashed
 * either way). Failures are counted per code and address, per address and per code (tracking-limits.ts); past a
 * limit, 429 before any check.
 */
export async function openComplaint(
  db: Db,
  clock: Clock,
  fingerprintSalt: string,
  siteId: string,
  credentials: Credentials,
) {
  const now = clock();
  const typed = credentials.tracking_code.trim().toUpperCase().slice(0, 20);
  const code = normalTrackingCode(typed) ?? typed;
  const fingerprint = reporterFingerprint(limitedAddress(credentials.sender_ip.trim()), fingerprintSalt);
  const attempt = { code, fingerprint };
  await checkTrackingLimits(db, attempt, now);

  const [complaint] = await db
    .select()
    .from(complaints)
    .where(and(eq(complaints.siteId, siteId), eq(complaints.trackingCode, code)));
  const matches = await verifyPassword(credentials.password, complaint?.passwordHash);
  if (!complaint || !matches) {
    await recordTrackingFailure(db, attempt, now);
    throw notFound(NOT_FOUND_MESSAGE);
  }
  if (needsRehash(complaint.passwordHash)) {
    const passwordHash = await hashPassword(credentials.password);
    await db.update(complaints).set({ passwordHash }).where(eq(complaints.id, complaint.id));
    return { ...complaint, passwordHash };
  }
  return complaint;
}

/** A complaint's type (both names; none once removed), its results oldest first and its rating (tracking, officers). */
export async function complaintRecord(db: Db, complaint: typeof complaints.$inferSelect) {
  const type = await findFormTopic(db, complaint.siteId, 'complaint', complaint.complaintType);
  const results = await db
    .select()
    .from(complaintResults)
    .where(eq(complaintResults.complaintId, complaint.id))
    .orderBy(asc(complaintResults.recordedAt), asc(complaintResults.id));
  const [rating] = await db
    .select()
    .from(complaintRatings)
    .where(eq(complaintRatings.complaintId, complaint.id));
  return { type, results, rating: rating ? ratingOf(rating) : null };
}

/** The status page of a complaint: its type in `lang`, its results oldest first, its rating. */
export async function complaintStatus(
  db: Db,
  complaint: typeof complaints.$inferSelect,
  lang: 'th' | 'en',
): Promise<ComplaintStatus> {
  const { type, results, rating } = await complaintRecord(db, complaint);
  return {
    reference: complaint.reference,
    tracking_code: complaint.trackingCode,
    complaint_type: (lang === 'en' ? type?.nameEn : null) ?? type?.nameTh ?? complaint.complaintType,
    received_at: complaint.receivedAt.toISOString(),
    status: complaint.status,
    results: results.map((result) => ({
      type: result.type,
      status: result.status,
      operator_name: result.operatorName,
      recorded_at: result.recordedAt.toISOString(),
    })),
    rating,
  };
}

function ratingOf(row: typeof complaintRatings.$inferSelect): ComplaintRating {
  return { rating: row.rating, comment: row.comment, rated_at: row.ratedAt.toISOString() };
}

/** Stores the complainant's rating: once, and only once the complaint is closed (else 409). */
export async function rateComplaint(
  db: Db,
  clock: Clock,
  complaint: typeof complaints.$inferSelect,
  rating: number,
  comment: string | undefined,
): Promise<ComplaintRating> {
  if (complaint.status !== 'closed') {
    throw new HttpError(409, 'The complaint can be rated once it is closed');
  }
  const [row] = await db
    .insert(complaintRatings)
    .values({ complaintId: complaint.id, rating, comment: comment?.trim() || null, ratedAt: clock() })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new HttpError(409, 'The complaint has been rated already');
  return ratingOf(row);
}
