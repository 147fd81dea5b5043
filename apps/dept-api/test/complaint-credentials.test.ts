import { describe, expect, it } from 'vitest';
import {
  GENERATED_PASSWORD_LENGTH,
  hashPassword,
  newPassword,
  newTrackingCode,
  normalTrackingCode,
  verifyPassword,
} from '../src/forms/complaint-credentials.ts';

/** The demo complaints' password as it was stored before argon2id (src/seed/content/demo-complaints.ts). */
const DEMO_PASSWORD_HASH =
  'scrypt$131072$8$1$uWxAx2PXFWPsMNXL17gp8A$Of0LtpCgwVI0Osv5dwo4WoyzXWUhVXhXPmg4gOidkmY';

describe('complaint credentials', () => {
  it('draws tracking codes of 8 unambiguous characters in two groups', () => {
    const codes = Array.from({ length: 200 }, newTrackingCode);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('reads a typed code forgivingly, and refuses what cannot be one', () => {
    expect(normalTrackingCode(' dem1 0003 ')).toBe('DEM1-0003');
    expect(normalTrackingCode('4m7q-x2kd')).toBe('4M7Q-X2KD');
    expect(normalTrackingCode('IL0O-ABCD')).toBe('1100-ABCD');
    expect(normalTrackingCode('ABCD-EFGU')).toBeNull(); // U is not Crockford
    expect(normalTrackingCode('ABC-DEF')).toBeNull();
  });

  it('generates passwords of 12 characters with nothing to misread', () => {
    for (let i = 0; i < 200; i++) {
      const password = newPassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(password).not.toMatch(/[0O1lIio]/);
    }
  });

  it('hashes with argon2id and a random salt, and verifies only the right password', async () => {
    const [one, two] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(one).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(one).not.toBe(two);
    expect(one).not.toContain('correct');
    expect(await verifyPassword('correct horse', one)).toBe(true);
    expect(await verifyPassword('correct horsE', one)).toBe(false);
    expect(await verifyPassword('correct horse', undefined)).toBe(false);
    expect(await verifyPassword('correct horse', 'not-a-hash')).toBe(false);
  });

  it('still checks a password stored as scrypt before argon2id (the demo complaints keep one)', async () => {
    expect(await verifyPassword('demo-complaint', DEMO_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword('demo-complainT', DEMO_PASSWORD_HASH)).toBe(false);
    expect(await verifyPassword('demo-complaint', 'scrypt$131072$8$1$')).toBe(false);
  });
});
