/**
 * The Idempotency-Key of a form call (decision 0143): a submission is stored once per key and site, and a call
 * with a key used in the last 24 hours answers that submission's receipt instead of storing another.
 */
import { and, eq, gte, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Transaction } from '../db/database.ts';
import { formIdempotencyKeys } from '../db/schema.ts';
import { isUniqueClash } from '../db/unique-clash.ts';
import { badRequest } from '../http/errors.ts';
import { HOUR_MS } from '../time-spans.ts';

const IDEMPOTENCY_KEY_HOURS = 24;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** The stored key of a submission as its receipt tells it. */
export interface KeyRow {
  reference: string;
  trackingCode: string | null;
  receivedAt: Date;
}

/** Another call with the same Idempotency-Key stored its submission first. */
class LostRace extends Error {}

/** The request's Idempotency-Key (400 when missing or malformed). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
    throw badRequest('Idempotency-Key must be 16 to 64 letters, digits, "-" or "_"');
  }
  return key;
}

/** The stored receipt of an earlier call with this key (kept 24 hours), if there is one. */
export async function earlierKey(db: Db, siteId: string, key: string, now: Date) {
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

/**
 * Claims the Idempotency-Key and stores the submission in one transaction, drawing the reference (and tracking
 * code) again on a clash. Answers the new reference, or the earlier call's key row when another call with the
 * key stored first (the caller then keeps nothing of its own).
 */
export async function storeOnce<Result>(options: {
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
