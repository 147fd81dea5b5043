/** Opaque access tokens: random strings handed out once, stored only as a SHA-256 hash with their expiry. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { accessTokens } from '../db/schema.ts';
import { SCOPES, type Scope } from '../config.ts';

export type Clock = () => Date;

export interface IssuedToken {
  accessToken: string;
  expiresIn: typeof ACCESS_TOKEN_LIFETIME_SECONDS;
  scopes: Scope[];
}

export interface TokenHolder {
  clientId: string;
  scopes: Scope[];
}

/** Tokens are base64url of 32 random bytes: 43 characters from this alphabet. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function parseScopes(scope: string): Scope[] {
  return scope.split(' ').filter((name): name is Scope => (SCOPES as readonly string[]).includes(name));
}

export async function issueToken(
  db: Db,
  clock: Clock,
  clientId: string,
  scopes: Scope[],
): Promise<IssuedToken> {
  const now = clock();
  const accessToken = randomBytes(32).toString('base64url');
  await db.delete(accessTokens).where(lt(accessTokens.expiresAt, now));
  await db.insert(accessTokens).values({
    tokenHash: hashToken(accessToken),
    clientId,
    scope: scopes.join(' '),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000),
  });
  return { accessToken, expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS, scopes };
}

/** The holder of a token that exists and has not expired; null for anything else (malformed, unknown, expired). */
export async function verifyToken(db: Db, clock: Clock, token: string): Promise<TokenHolder | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ clientId: accessTokens.clientId, scope: accessTokens.scope })
    .from(accessTokens)
    .where(and(eq(accessTokens.tokenHash, hashToken(token)), gt(accessTokens.expiresAt, clock())))
    .limit(1);
  return row ? { clientId: row.clientId, scopes: parseScopes(row.scope) } : null;
}

/**
 * The scopes to grant for a requested scope string: all the client's scopes when none is asked for,
 * else exactly the ones asked for, or null when any of them is not allowed to the client.
 */
export function grantScopes(requested: string | undefined, allowed: readonly Scope[]): Scope[] | null {
  const names = [...new Set((requested ?? '').split(/\s+/).filter(Boolean))];
  if (names.length === 0) return [...allowed];
  return names.every((name) => (allowed as readonly string[]).includes(name)) ? (names as Scope[]) : null;
}
