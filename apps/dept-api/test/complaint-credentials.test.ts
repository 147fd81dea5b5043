import { describe, expect, it } from 'vitest';
import {
  GENERATED_PASSWORD_LENGTH,
  hashPassword,
  newPassword,
  newTrackingCode,
  normalTrackingCode,
  verifyPassword,
} from '../src/forms/complaint-credentials.ts';

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

  it('hashes with scrypt and a random salt, and verifies only the right password', async () => {
    const [one, two] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(one).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(one).not.toBe(two);
    expect(one).not.toContain('correct');
    expect(await verifyPassword('correct horse', one)).toBe(true);
    expect(await verifyPassword('correct horsE', one)).toBe(false);
    expect(await verifyPassword('correct horse', undefined)).toBe(false);
    expect(await verifyPassword('correct horse', 'not-a-hash')).toBe(false);
  });
});
