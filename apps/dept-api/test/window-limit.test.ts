import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { memberRequests } from '../src/db/schema.ts';
import { HttpError } from '../src/http/errors.ts';
import { refuseOverWindowLimit } from '../src/http/window-limit.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

let test: TestDatabase;
let db: Db;
const HOUR_MS = 60 * 60 * 1000;
const NOW = new Date('2026-11-20T10:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.database.db;
  // The sender "a" called 90, 50, 20 and 5 minutes ago; "b" once.
  await db.insert(memberRequests).values([
    ...[90, 50, 20, 5].map((minutes) => ({
      kind: 'signup' as const,
      senderFingerprint: 'a',
      at: minutesAgo(minutes),
    })),
    { kind: 'signup' as const, senderFingerprint: 'b', at: minutesAgo(10) },
  ]);
});
afterAll(() => test.drop());

const lastHourOf = (sender: string, limit: number) => ({
  table: memberRequests,
  at: memberRequests.at,
  where: and(
    eq(memberRequests.senderFingerprint, sender),
    gt(memberRequests.at, new Date(NOW.getTime() - HOUR_MS)),
  ),
  limit,
  windowMs: HOUR_MS,
  message: 'Too many signups',
});

async function refusal(limit: number, sender = 'a'): Promise<HttpError | undefined> {
  return refuseOverWindowLimit(db, lastHourOf(sender, limit), NOW).then(
    () => undefined,
    (error: unknown) => error as HttpError,
  );
}

describe('refuseOverWindowLimit', () => {
  it('lets a call through while the rows in the window are fewer than the limit', async () => {
    expect(await refusal(4)).toBeUndefined();
    expect(await refusal(2, 'b')).toBeUndefined();
  });

  it('answers 429 with the message once the rows reach the limit', async () => {
    const error = await refusal(3);
    expect(error).toBeInstanceOf(HttpError);
    expect(error?.statusCode).toBe(429);
    expect(error?.message).toBe('Too many signups');
  });

  it('says to retry when the oldest row that counts leaves the window', async () => {
    // Limit 3 of the rows 50, 20 and 5 minutes old: the one 50 minutes old leaves in 10 minutes.
    expect((await refusal(3))?.headers['retry-after']).toBe(String(10 * 60));
    // Limit 1: the newest row (5 minutes old) must leave, in 55 minutes.
    expect((await refusal(1))?.headers['retry-after']).toBe(String(55 * 60));
  });
});
