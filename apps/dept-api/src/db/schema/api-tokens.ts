/** The API's client tokens and the brakes on failed token exchanges (decision 0120). */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

export const accessTokens = pgTable(
  'access_tokens',
  {
    /** SHA-256 (hex) of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    clientId: text('client_id').notNull(),
    scope: text('scope').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('access_tokens_expires_at_idx').on(table.expiresAt)],
);

/**
 * Failed token exchanges, counted per key (a hash of "client id and address", "address" or "client id") in a fixed
 * window that starts with the key's first failure (docs/decisions/0120).
 */
export const tokenFailures = pgTable(
  'token_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: instant('window_started_at').notNull(),
    lastFailureAt: instant('last_failure_at').notNull(),
  },
  (table) => [index('token_failures_last_failure_at_idx').on(table.lastFailureAt)],
);

/** Callers (a hash of client id and address) that presented the right secret lately: the client brake spares them. */
export const tokenTrustedCallers = pgTable('token_trusted_callers', {
  key: text('key').primaryKey(),
  lastSuccessAt: instant('last_success_at').notNull(),
});
