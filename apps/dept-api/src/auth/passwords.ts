/**
 * Passwords of members (decision 0173) and of complaints (their tracking passwords, decision 0147): argon2id with OWASP's first setting (19 MiB, 2 passes, 1 lane), a random salt,
 * stored as the PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), so the parameters travel with the hash
 * and a later, stronger setting can rehash at the next login. An unknown account is checked against a dummy hash,
 * so a wrong e-mail costs as long as a wrong password. At most four hashes run at once (each holds 19 MiB).
 */
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (a const enum, which this project's module settings cannot read at run time). */
const ARGON2ID = 2 as Algorithm;

export const ARGON2_SETTINGS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

const CONCURRENT_HASHES = 4;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running < CONCURRENT_HASHES) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password.normalize('NFC'), ARGON2_SETTINGS));
}

let dummyHash: Promise<string> | undefined;

/** Whether the password matches; with no stored hash (no such account) the same work is done and it says no. */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const against = stored ?? (await (dummyHash ??= hashPassword(randomBytes(18).toString('base64'))));
  try {
    const matches = await limited(() => verify(against, password.normalize('NFC')));
    return matches && stored !== undefined;
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with weaker settings than today's (it is rehashed at the next login). */
export function needsRehash(stored: string): boolean {
  const { memoryCost, timeCost, parallelism } = ARGON2_SETTINGS;
  return !stored.startsWith(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`);
}
