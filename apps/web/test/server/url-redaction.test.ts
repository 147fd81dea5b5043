import { describe, expect, it } from 'vitest';
import { withoutTokens } from '../../src/server/logger.ts';

/** The request URL a log line carries: the members' single-use tokens never reach it (decision 0175). */
describe('withoutTokens', () => {
  it('redacts a token parameter wherever it stands, and leaves the rest as sent', () => {
    expect(withoutTokens('/en/members/reset-password?token=abc123')).toBe(
      '/en/members/reset-password?token=[redacted]',
    );
    expect(withoutTokens('/th/members/verify?lang=th&token=abc&x=1')).toBe(
      '/th/members/verify?lang=th&token=[redacted]&x=1',
    );
    expect(withoutTokens('/th/news?page=2&q=%E0%B8%81')).toBe('/th/news?page=2&q=%E0%B8%81');
    expect(withoutTokens('/th/main')).toBe('/th/main');
  });

  it('matches the name as the query parser decodes it: percent-encoded, plus signs, any case, repeated', () => {
    expect(withoutTokens('/en/members/verify?%74oken=secret')).toBe('/en/members/verify?%74oken=[redacted]');
    expect(withoutTokens('/en/members/verify?%74%6F%6B%65%6E=secret')).toBe(
      '/en/members/verify?%74%6F%6B%65%6E=[redacted]',
    );
    expect(withoutTokens('/en/x?TOKEN=a&token=b')).toBe('/en/x?TOKEN=[redacted]&token=[redacted]');
    expect(withoutTokens('/en/x?token')).toBe('/en/x?token=[redacted]');
  });

  it('keeps names that only look alike, and survives broken percent-encoding', () => {
    expect(withoutTokens('/en/x?tokens=a&my_token=b')).toBe('/en/x?tokens=a&my_token=b');
    expect(withoutTokens('/en/x?%E0%A4=1&token=b')).toBe('/en/x?%E0%A4=1&token=[redacted]');
    expect(withoutTokens('/en/x?to%ken=1')).toBe('/en/x?to%ken=1');
  });
});
