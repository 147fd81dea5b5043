/**
 * A complaint's tracking code and password (decision 0147). The code is 8 Crockford base32 characters shown as
 * XXXX-XXXX (40 bits; no I, L, O, U); typed back, case, spaces and dashes do not matter and I/L read as 1, O as 0.
 * A generated password is 12 characters of an alphabet with nothing to misread (about 59 bits); a visitor's own is
 * at least 8 characters. Only an argon2id hash is stored (OWASP's setting, as the members' passwords; hashes stored
 * as scrypt before are still checked, and rehashed when next tracked); an unknown code is checked against a dummy so both failures take as long.
 */
import { randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { verifyPassword as verifyArgon2Password } from '../auth/passwords.ts';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Letters of both cases and digits, less those read as one another: 0 O o, 1 I i l L. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
export const GENERATED_PASSWORD_LENGTH = 12;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const TRACKING_CODE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

export function newTrackingCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += CROCKFORD[randomInt(CROCKFORD.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The code as stored (XXXX-XXXX), or null when what was typed cannot be one. */
export function normalTrackingCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (plain.length !== 8) return null;
  const code = `${plain.slice(0, 4)}-${plain.slice(4)}`;
  return TRACKING_CODE.test(code) ? code : null;
}

export function newPassword(): string {
  let password = '';
  for (let i = 0; i < GENERATED_PASSWORD_LENGTH; i++) {
    password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  }
  return password;
}

/**
 * Stored before argon2id was available here: `scrypt$N$r$p$salt$hash` (salt and hash in base64url, OWASP's
 * N = 2^17, r = 8, p = 1). Still checked, never written; at most one at a time (each takes 128 MiB).
 */
const LEGACY_SCRYPT_PREFIX = 'scrypt$';
let legacyCheck: Promise<unknown> = Promise.resolve();

function legacyScryptMatches(password: string, stored: string): Promise<boolean> {
  const [, N, r, p, salt, key] = stored.split('$');
  if (!salt || !key) return Promise.resolve(false);
  const expected = Buffer.from(key, 'base64url');
  const cost = { N: Number(N), r: Number(r), p: Number(p) };
  const check = legacyCheck.then(
    () =>
      new Promise<boolean>((resolve) =>
        scrypt(
          password.normalize('NFC'),
          Buffer.from(salt, 'base64url'),
          expected.length,
          { ...cost, maxmem: 256 * cost.N * cost.r },
          (error, actual) => resolve(!error && timingSafeEqual(actual, expected)),
        ),
      ),
  );
  legacyCheck = check.catch(() => undefined);
  return check;
}

/**
 * An argon2id hash of a complaint's password (the members' setting: auth/passwords.ts), and whether a stored one is
 * older (scrypt, or weaker argon2id settings): it is rehashed at the next successful tracking.
 */
export { hashPassword, needsRehash } from '../auth/passwords.ts';

/** Whether the password matches the stored hash; with no hash (unknown code) it does the same work and says no. */
export function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  return stored?.startsWith(LEGACY_SCRYPT_PREFIX)
    ? legacyScryptMatches(password, stored)
    : verifyArgon2Password(password, stored);
}
