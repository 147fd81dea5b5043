/** The service's own bookkeeping: the mail outbox, the demo seed's revisions, the scheduled jobs' last starts. */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { contactMessages, complaints, tipOffs } from './forms.ts';

/**
 * Mails to send (decision 0144): written in the same transaction as the message, sent through SMTP when
 * SMTP_URL is set (claimed with a lease, so replicas never send one twice), kept here otherwise. A sent mail's
 * body is emptied: the message itself stays in contact_messages.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', {
      enum: [
        'contact-officers',
        'contact-confirmation',
        'complaint-officers',
        'complaint-confirmation',
        'complaint-new-password',
        'tip-off-officers',
        'tip-off-confirmation',
        'member-verification',
        'member-account-exists',
        'member-password-reset',
        'newsletter-confirmation',
        'newsletter-welcome',
      ],
    }).notNull(),
    messageId: integer('message_id').references(() => contactMessages.id, { onDelete: 'cascade' }),
    complaintId: integer('complaint_id').references(() => complaints.id, { onDelete: 'cascade' }),
    tipOffId: integer('tip_off_id').references(() => tipOffs.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    lang: text('lang', { enum: ['th', 'en'] }).notNull(),
    createdAt: instant('created_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt may start (a claim pushes it forward: the lease). */
    nextAttemptAt: instant('next_attempt_at').notNull(),
    lastError: text('last_error'),
    /** Extra headers (a newsletter's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    sentAt: instant('sent_at'),
  },
  (table) => [index('mail_outbox_pending_idx').on(table.sentAt, table.nextAttemptAt)],
);

/** Which revision of a part of the demo seed (content per site, ...) a database has received. */
export const seedRevisions = pgTable('seed_revisions', {
  name: text('name').primaryKey(),
  revision: integer('revision').notNull(),
  appliedAt: instant('applied_at').notNull().defaultNow(),
});

/**
 * When each scheduled job last started (decision 0163): a replica runs a job only after claiming its row, so
 * several replicas run it once per period between them.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastStartedAt: instant('last_started_at').notNull(),
});
