/** Members (decisions 0170-0176): accounts, sessions, link tokens, their limits, and newsletters. */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bilingualText, instant, optionalBilingualText, ownerIdColumn } from './columns.ts';
import { siteIdColumn } from './sites.ts';

/**
 * Members of a site (requirements.md §7.1): newsletter subscribers with an account. The e-mail address and the
 * username are unique per site (case-insensitive, through their lower-case keys). The password is an argon2id PHC
 * string (decision 0173), never the password. The picture is a file in the private folder (`member/<uuid>.<ext>`).
 */
export const members = pgTable(
  'members',
  {
    /** 24 hexadecimal characters, random: what `/member/update-profile/{id}` names. */
    id: text('id').primaryKey(),
    siteId: siteIdColumn(),
    username: text('username').notNull(),
    usernameKey: text('username_key').notNull(),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    birthday: date('birthday', { mode: 'string' }),
    gender: text('gender', { enum: ['male', 'female'] }),
    /** Relative to ATTACHMENTS_DIR: `member/<uuid>.jpg|png`. */
    picturePath: text('picture_path'),
    pictureVersion: integer('picture_version').notNull().default(0),
    /** The language of the member's mails (the one they registered in, then the one of their last profile edit). */
    lang: text('lang', { enum: ['th', 'en'] }).notNull(),
    emailVerifiedAt: instant('email_verified_at'),
    agreementAcceptedAt: instant('agreement_accepted_at').notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('members_site_email_key').on(table.siteId, table.emailKey),
    uniqueIndex('members_site_username_key').on(table.siteId, table.usernameKey),
  ],
);

/** The member a row belongs to: removed with the account. */
const memberIdColumn = () => ownerIdColumn('member_id', () => members.id);

/** Member tokens (24 hours): only their SHA-256; revoked by logout and by a password change or reset. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: memberIdColumn(),
    /** The client (the website's gateway) that logged the member in. */
    clientId: text('client_id').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [
    index('member_sessions_member_idx').on(table.memberId),
    index('member_sessions_expires_idx').on(table.expiresAt),
  ],
);

/** Single-use link tokens (verification 24 hours, password reset 1 hour): only their SHA-256. */
export const memberLinkTokens = pgTable(
  'member_link_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: memberIdColumn(),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('member_link_tokens_member_idx').on(table.memberId, table.purpose, table.createdAt)],
);

/**
 * Failed logins (decision 0174): per account (an HMAC of site + e-mail address, known or not) and per sender
 * fingerprint. Rows older than a day are deleted as new ones come.
 */
export const memberLoginFailures = pgTable(
  'member_login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountKey: text('account_key').notNull(),
    senderFingerprint: text('sender_fingerprint').notNull(),
    failedAt: instant('failed_at').notNull(),
  },
  (table) => [
    index('member_login_failures_account_idx').on(table.accountKey, table.failedAt),
    index('member_login_failures_sender_idx').on(table.senderFingerprint, table.failedAt),
  ],
);

/** Addresses that logged into an account (30 days): the account's brake does not slow them (decision 0174). */
export const memberTrustedSenders = pgTable(
  'member_trusted_senders',
  {
    memberId: memberIdColumn(),
    senderFingerprint: text('sender_fingerprint').notNull(),
    lastLoginAt: instant('last_login_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.senderFingerprint] })],
);

/**
 * What the hourly limits of the member calls count (signup, resend, forgot, newsletter subscribe): per sender
 * fingerprint, and per e-mail key for the mails. Rows older than a day are deleted as new ones come.
 */
export const memberRequests = pgTable(
  'member_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', {
      enum: ['signup', 'resend-verification', 'forgot-password', 'newsletter-subscribe', 'mail'],
    }).notNull(),
    senderFingerprint: text('sender_fingerprint'),
    emailKey: text('email_key'),
    at: instant('at').notNull(),
  },
  (table) => [
    index('member_requests_sender_idx').on(table.kind, table.senderFingerprint, table.at),
    index('member_requests_email_idx').on(table.kind, table.emailKey, table.at),
  ],
);

/**
 * A site's newsletter types (requirements.md §7.1; their list is the project's, decision 0176), in Thai and English.
 */
export const newsletterTypes = pgTable(
  'newsletter_types',
  {
    siteId: siteIdColumn(),
    id: text('id').notNull(),
    ...bilingualText('name', 'name'),
    ...optionalBilingualText('description', 'description'),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.id] })],
);

/**
 * One subscription per site and e-mail address (a member's or a guest's). A guest's is `pending` until the
 * confirmation link (7 days, single use) is followed; `all` means every type, those added later included.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: siteIdColumn(),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    memberId: text('member_id').references(() => members.id, { onDelete: 'set null' }),
    types: jsonb('types').$type<string[]>().notNull(),
    allTypes: boolean('all_types').notNull().default(false),
    status: text('status', { enum: ['pending', 'active', 'unsubscribed'] }).notNull(),
    /** A guest's choice waiting for its confirmation link (it replaces `types` and `all_types` when followed). */
    pendingTypes: jsonb('pending_types').$type<string[]>(),
    pendingAll: boolean('pending_all'),
    lang: text('lang', { enum: ['th', 'en'] }).notNull(),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: instant('confirm_expires_at'),
    confirmedAt: instant('confirmed_at'),
    unsubscribedAt: instant('unsubscribed_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [uniqueIndex('newsletter_subscriptions_site_email_key').on(table.siteId, table.emailKey)],
);

/**
 * One-click unsubscribe tokens (RFC 8058), one per mail that carries one; only their SHA-256. They work as long
 * as the subscription exists, so a second click still answers "unsubscribed".
 */
export const newsletterUnsubscribeTokens = pgTable('newsletter_unsubscribe_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  subscriptionId: integer('subscription_id')
    .notNull()
    .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
  createdAt: instant('created_at').notNull(),
});
