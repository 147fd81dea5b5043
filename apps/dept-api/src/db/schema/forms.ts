/** The public forms: their topics, the submissions (contact, complaint, tip-off), their files and keys. */
import { type AnyPgColumn, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { sql } from 'drizzle-orm';
import { siteIdColumn } from './sites.ts';

/** What a public form asks the visitor to choose from: contact categories, complaint types, tip-off topics. */
export const formTopics = pgTable(
  'form_topics',
  {
    siteId: siteIdColumn(),
    form: text('form', { enum: ['contact', 'complaint', 'tip-off'] }).notNull(),
    id: text('id').notNull(),
    nameTh: text('name_th').notNull(),
    /** Null: served in Thai. */
    nameEn: text('name_en'),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.form, table.id] })],
);

/**
 * The indexes of a form's submissions: by site in the order received (the officers' queue), and by sender
 * fingerprint and by e-mail address within the hour (the hourly limits, forms/hourly-limits.ts).
 */
function submissionIndexes(
  name: string,
  table: { siteId: AnyPgColumn; senderFingerprint: AnyPgColumn; email: AnyPgColumn; receivedAt: AnyPgColumn },
) {
  return [
    index(`${name}_site_idx`).on(table.siteId, table.receivedAt),
    index(`${name}_fingerprint_idx`).on(table.senderFingerprint, table.receivedAt),
    index(`${name}_email_idx`).on(sql`lower(${table.email})`, table.receivedAt),
  ];
}

/** What officers recorded about a submission (its type, the status it set, who, a note for officers only, when). */
function officerResultColumns() {
  return {
    type: text('type').notNull(),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull(),
    operatorName: text('operator_name').notNull(),
    note: text('note'),
    recordedAt: instant('recorded_at').notNull(),
  };
}

/**
 * Messages of the contact form (decision 0141). Personal data: never logged, never cached, only reachable through
 * the database. The sender's address is only a salted hash (`senderFingerprint`).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: siteIdColumn(),
    /** CT-YYMMDD-XXXXXX, what the visitor quotes. */
    reference: text('reference').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** E.164 (+66…). */
    phone: text('phone').notNull(),
    phoneExtension: text('phone_extension'),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    message: text('message').notNull(),
    lang: text('lang', { enum: ['th', 'en'] }).notNull(),
    senderFingerprint: text('sender_fingerprint').notNull(),
    receivedAt: instant('received_at').notNull(),
  },
  (table) => submissionIndexes('contact_messages', table),
);

/** Where a complaint stands (decision 0146): what its tracking page shows. */
export const COMPLAINT_STATUSES = ['received', 'in-progress', 'closed'] as const;

/**
 * Complaints (decision 0146): personal data like contact_messages, kept apart from them. The tracking password is
 * only a hash of its password (`passwordHash`: argon2id, older rows scrypt; decision 0147); the tracking code is
 * unique and short (XXXX-XXXX).
 */
export const complaints = pgTable(
  'complaints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: siteIdColumn(),
    /** CP-YYMMDD-XXXXXX, what the complainant quotes. */
    reference: text('reference').notNull().unique(),
    /** XXXX-XXXX (Crockford base32), with the password what opens the tracking page. */
    trackingCode: text('tracking_code').notNull().unique(),
    /** argon2id's PHC string (older rows: `scrypt$N$r$p$salt$hash`), never the password. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** E.164 (+66…). */
    phone: text('phone').notNull(),
    phoneExtension: text('phone_extension'),
    extraPhone: text('extra_phone'),
    extraPhoneExtension: text('extra_phone_extension'),
    complaintType: text('complaint_type').notNull(),
    detail: text('detail').notNull(),
    lang: text('lang', { enum: ['th', 'en'] }).notNull(),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull(),
    senderFingerprint: text('sender_fingerprint').notNull(),
    receivedAt: instant('received_at').notNull(),
  },
  (table) => submissionIndexes('complaints', table),
);

/** What officers did about a complaint (requirements.md §6.3: the officers' results), in the order recorded. */
export const complaintResults = pgTable(
  'complaint_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    ...officerResultColumns(),
  },
  (table) => [index('complaint_results_complaint_idx').on(table.complaintId, table.recordedAt)],
);

/** The complainant's satisfaction rating: one per complaint, once it is closed. */
export const complaintRatings = pgTable('complaint_ratings', {
  complaintId: integer('complaint_id')
    .primaryKey()
    .references(() => complaints.id, { onDelete: 'cascade' }),
  rating: integer('rating').notNull(),
  comment: text('comment'),
  ratedAt: instant('rated_at').notNull(),
});

/**
 * Failed tracking attempts (wrong code or password), counted per tracking code as sent and per sender
 * fingerprint (decision 0148). Rows older than a day are deleted as new ones come.
 */
export const complaintTrackingFailures = pgTable(
  'complaint_tracking_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trackingCode: text('tracking_code').notNull(),
    senderFingerprint: text('sender_fingerprint').notNull(),
    failedAt: instant('failed_at').notNull(),
  },
  (table) => [
    index('complaint_tracking_failures_code_idx').on(table.trackingCode, table.failedAt),
    index('complaint_tracking_failures_sender_idx').on(table.senderFingerprint, table.failedAt),
  ],
);

/**
 * Every request for a new tracking password by e-mail (decision 0612): the audit of the resets (the complaint, when
 * its code and e-mail matched and a password was sent; never the password or the address) and the count behind
 * their limits. Requests that matched nothing are deleted after a day; a reset is kept with its complaint.
 */
export const complaintPasswordResets = pgTable(
  'complaint_password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The complaint whose password was replaced and mailed; null when the code and e-mail matched none. */
    complaintId: integer('complaint_id').references(() => complaints.id, { onDelete: 'cascade' }),
    senderFingerprint: text('sender_fingerprint').notNull(),
    requestedAt: instant('requested_at').notNull(),
  },
  (table) => [
    index('complaint_password_resets_complaint_idx').on(table.complaintId, table.requestedAt),
    index('complaint_password_resets_sender_idx').on(table.senderFingerprint, table.requestedAt),
  ],
);

// ---- Tip-offs (election misconduct) and the forms' shared attachment table (decisions 0158, 0159) ----

/**
 * Election-misconduct tip-offs (decision 0158): a channel of their own, apart from complaints (ITA O27/O28).
 * Anonymous allowed: the name, e-mail and phone are null when the tipster gave none. No tracking code: the
 * tipster quotes the reference. Personal data: never logged, never cached.
 */
export const tipOffs = pgTable(
  'tip_offs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: siteIdColumn(),
    /** TO-YYMMDD-XXXXXX, what the tipster quotes. */
    reference: text('reference').notNull().unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    /** E.164 (+66…). */
    phone: text('phone'),
    phoneExtension: text('phone_extension'),
    /** A tip-off topic id (form_topics, form `tip-off`). */
    topic: text('topic').notNull(),
    subject: text('subject').notNull(),
    detail: text('detail').notNull(),
    lang: text('lang', { enum: ['th', 'en'] }).notNull(),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull(),
    senderFingerprint: text('sender_fingerprint').notNull(),
    receivedAt: instant('received_at').notNull(),
  },
  (table) => submissionIndexes('tip_offs', table),
);

/** What officers did about a tip-off, in the order recorded (for the officers only: no tracking page). */
export const tipOffResults = pgTable(
  'tip_off_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tipOffId: integer('tip_off_id')
      .notNull()
      .references(() => tipOffs.id, { onDelete: 'cascade' }),
    ...officerResultColumns(),
  },
  (table) => [index('tip_off_results_tip_off_idx').on(table.tipOffId, table.recordedAt)],
);

/**
 * Every public form's attachments in one table (decision 0159): a file in the private folder (ATTACHMENTS_DIR),
 * never under /media, belonging to exactly one contact message, complaint or tip-off (one foreign key each, so a
 * deleted submission takes its rows with it).
 */
export const formAttachments = pgTable(
  'form_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contactMessageId: integer('contact_message_id').references(() => contactMessages.id, {
      onDelete: 'cascade',
    }),
    complaintId: integer('complaint_id').references(() => complaints.id, { onDelete: 'cascade' }),
    tipOffId: integer('tip_off_id').references(() => tipOffs.id, { onDelete: 'cascade' }),
    /** Relative to ATTACHMENTS_DIR: `<form>/YYYY/MM/<random id>.<ext>`, never the visitor's name. */
    storedPath: text('stored_path').notNull().unique(),
    /** The visitor's file name made safe (safeFileName), for the officers. */
    name: text('name').notNull(),
    type: text('type', { enum: ['pdf', 'jpeg', 'png', 'gif'] }).notNull(),
    size: integer('size').notNull(),
  },
  (table) => [
    index('form_attachments_contact_idx').on(table.contactMessageId),
    index('form_attachments_complaint_idx').on(table.complaintId),
    index('form_attachments_tip_off_idx').on(table.tipOffId),
    check(
      'form_attachments_one_owner',
      sql`num_nonnulls(${table.contactMessageId}, ${table.complaintId}, ${table.tipOffId}) = 1`,
    ),
  ],
);

// ---- end of tip-offs and form attachments ----

/** Idempotency-Key of a form call per site → its receipt, kept 24 hours (decision 0143). */
export const formIdempotencyKeys = pgTable(
  'form_idempotency_keys',
  {
    siteId: siteIdColumn(),
    key: text('key').notNull(),
    reference: text('reference').notNull(),
    /** A complaint's tracking code (its receipt repeats it; never the password). */
    trackingCode: text('tracking_code'),
    receivedAt: instant('received_at').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.key] }),
    index('form_idempotency_keys_created_idx').on(table.createdAt),
  ],
);
