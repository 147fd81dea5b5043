import { describe, expect, it } from 'vitest';
import { createTrackingSeal, SEAL_LIFETIME_MS } from '../../src/server/forms/tracking-seal.ts';

/** The credentials a status page's rating form carries, sealed (decision 0154). */
describe('the tracking seal', () => {
  const credentials = { trackingCode: 'DEM1-0003', password: 'demo-complaint' };

  it('opens what it sealed, for the same site, and never shows the password as text', () => {
    const seal = createTrackingSeal('a secret of the forms, long enough');
    const sealed = seal.seal(credentials, 'site-1');
    expect(sealed).not.toContain('demo');
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('demo-complaint');
    expect(seal.open(sealed, 'site-1')).toEqual(credentials);
    expect(seal.seal(credentials, 'site-1')).not.toBe(sealed); // a fresh IV each time
  });

  it('refuses another site’s seal, another key’s, a changed one, an expired one and rubbish', () => {
    let now = 1_000_000;
    const seal = createTrackingSeal('a secret of the forms, long enough', () => now);
    const sealed = seal.seal(credentials, 'site-1');
    expect(seal.open(sealed, 'site-2')).toBeNull();
    expect(createTrackingSeal('another secret entirely, long too').open(sealed, 'site-1')).toBeNull();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(seal.open(bytes.toString('base64url'), 'site-1')).toBeNull();
    expect(seal.open('A'.repeat(80), 'site-1')).toBeNull();
    expect(seal.open('', 'site-1')).toBeNull();
    now += SEAL_LIFETIME_MS + 1;
    expect(seal.open(sealed, 'site-1')).toBeNull();
  });
});
