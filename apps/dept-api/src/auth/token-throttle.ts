/**
 * Throttling of failed token exchanges (docs/decisions/0120). Failures are counted in the database, so every replica
 * sees the same counts, with one atomic upsert-increment per failure:
 * - per client id and caller address, and per caller address: at the limit, that caller is refused until the
 *   window ends;
 * - per client id from everywhere (a distributed guesser): past the brake threshold each further failure locks the
 *   client id for 2, 4, 8 … at most 60 seconds, except for callers that presented the right secret lately, so the
 *   real gateway keeps getting tokens while someone hammers its client id.
 * A refused attempt is not checked and not counted.
 */
import { createHash } from 'node:crypto';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { tokenFailures, tokenTrustedCallers } from '../db/schema.ts';
import { limitedAddress } from './caller-address.ts';

export interface TokenThrottleSettings {
  /** Failures of one client id from one address in a window; then that pair waits for the window's end. */
  perClientAndAddress: number;
  /** Failures from one address (any client id) in a window; then that address waits for the window's end. */
  perAddress: number;
  /** Failures of one client id from all addresses in a window before the progressive brake starts. */
  clientBrakeAfter: number;
  windowSeconds: number;
}

export const DEFAULT_TOKEN_THROTTLE: TokenThrottleSettings = {
  perClientAndAddress: 10,
  perAddress: 20,
  clientBrakeAfter: 50,
  windowSeconds: 15 * 60,
};

const BRAKE_MAX_SECONDS = 60;
/** How long a caller that got a token stays spared by the client brake. */
const TRUST_MS = 24 * 60 * 60 * 1000;

export interface TokenThrottle {
  /** Until when this caller is refused (without checking its secret), or null when it may try. */
  lockedUntil(clientId: string, ip: string, now: Date): Promise<Date | null>;
  recordFailure(clientId: string, ip: string, now: Date): Promise<void>;
  recordSuccess(clientId: string, ip: string, now: Date): Promise<void>;
}

const keyOf = (...parts: string[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

function keysOf(clientId: string, ip: string) {
  const address = limitedAddress(ip);
  return {
    pair: keyOf('client and address', clientId, address),
    address: keyOf('address', address),
    client: keyOf('client', clientId),
  };
}

const brakeMs = (excess: number) => Math.min(2 ** excess, BRAKE_MAX_SECONDS) * 1000;

export function createTokenThrottle(db: Db, settings: TokenThrottleSettings): TokenThrottle {
  const windowMs = settings.windowSeconds * 1000;

  async function isTrusted(key: string, now: Date): Promise<boolean> {
    const [row] = await db
      .select({ lastSuccessAt: tokenTrustedCallers.lastSuccessAt })
      .from(tokenTrustedCallers)
      .where(eq(tokenTrustedCallers.key, key));
    return row !== undefined && row.lastSuccessAt.getTime() > now.getTime() - TRUST_MS;
  }

  return {
    async lockedUntil(clientId, ip, now) {
      const keys = keysOf(clientId, ip);
      const rows = await db
        .select()
        .from(tokenFailures)
        .where(inArray(tokenFailures.key, [keys.pair, keys.address, keys.client]));
      const locks: Date[] = [];
      for (const row of rows) {
        const windowEnd = new Date(row.windowStartedAt.getTime() + windowMs);
        if (windowEnd <= now) continue;
        const limit =
          row.key === keys.pair
            ? settings.perClientAndAddress
            : row.key === keys.address
              ? settings.perAddress
              : null;
        if (limit !== null && row.failures >= limit) locks.push(windowEnd);
        const excess = row.failures - settings.clientBrakeAfter;
        if (row.key === keys.client && excess > 0) {
          const brakeEnd = new Date(row.lastFailureAt.getTime() + brakeMs(excess));
          if (brakeEnd > now && !(await isTrusted(keys.pair, now))) locks.push(brakeEnd);
        }
      }
      return locks.length === 0 ? null : new Date(Math.max(...locks.map((lock) => lock.getTime())));
    },

    async recordFailure(clientId, ip, now) {
      const keys = keysOf(clientId, ip);
      const windowExpired = sql`token_failures.window_started_at <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
      await db
        .insert(tokenFailures)
        .values(
          [keys.pair, keys.address, keys.client].map((key) => ({
            key,
            failures: 1,
            windowStartedAt: now,
            lastFailureAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: tokenFailures.key,
          set: {
            failures: sql`case when ${windowExpired} then 1 else token_failures.failures + 1 end`,
            windowStartedAt: sql`case when ${windowExpired} then excluded.window_started_at else token_failures.window_started_at end`,
            lastFailureAt: sql`excluded.last_failure_at`,
          },
        });
      // Rows whose window and brake are both over count for nothing any more.
      await db
        .delete(tokenFailures)
        .where(lt(tokenFailures.lastFailureAt, new Date(now.getTime() - windowMs)));
    },

    async recordSuccess(clientId, ip, now) {
      const { pair } = keysOf(clientId, ip);
      await db.delete(tokenFailures).where(eq(tokenFailures.key, pair));
      await db
        .insert(tokenTrustedCallers)
        .values({ key: pair, lastSuccessAt: now })
        .onConflictDoUpdate({ target: tokenTrustedCallers.key, set: { lastSuccessAt: now } });
      await db
        .delete(tokenTrustedCallers)
        .where(lt(tokenTrustedCallers.lastSuccessAt, new Date(now.getTime() - TRUST_MS)));
    },
  };
}
