/**
 * A complaint's tracking code and password (decision 0147). The code is 8 Crockford base32 characters shown as
 * XXXX-XXXX (40 bits; no I, L, O, U); typed back, case, spaces and dashes do not matter and I/L read as 1, O as 0.
 * A generated password is 12 characters of an alphabet with nothing to misread (about 59 bits); a visitor's own is
 * at least 8 characters. Only an scrypt hash is stored (N = 2^17, r = 8, p = 1: OWASP's setting; a random 16-byte
 * salt), compared in constant time; an unknown code is hashed against a dummy so both failures take as long.
 * Two hashes run at a time (128 MiB each); more wait their turn.
 */
import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Letters of both cases and digits, less those read as one another: 0 O o, 1 I i l L. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
export const GENERATED_PASSWORD_LENGTH = 12;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const SCRYPT = { N: 2 ** 17, r: 8, p: 1, keyLength: 32 };
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

/** At most this many hashes at once: each takes 128 MiB, so a burst of calls cannot exhaust the memory. */
const CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number) {
  // A finished hash hands its slot to the next waiting one (running stays counted), so never more than the limit.
  if (running < CONCURRENT_HASHES) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await scryptKey(password, salt, N, r, p, keyLength);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function scryptKey(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = SCRYPT;
  const key = await derive(password, salt, N, r, p, keyLength);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

let dummyHash: Promise<string> | undefined;

/** Whether the password matches the stored hash; with no hash (unknown code) it does the same work and says no. */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const hash = stored ?? (await (dummyHash ??= hashPassword(newPassword())));
  const [name, N, r, p, salt, key] = hash.split('$');
  if (name !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(N),
    Number(r),
    Number(p),
    expected.length,
  );
  return timingSafeEqual(actual, expected) && stored !== undefined;
}
