import { describe, expect, it } from 'vitest';
import { visitorId } from '../../src/server/rate-limit/visitor-id.ts';

describe('the visitor a rate limit counts', () => {
  it('counts an IPv6 address by its /64, whichever way it is written', () => {
    expect(visitorId('2001:db8:1:2::1')).toBe(visitorId('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(visitorId('2001:DB8:1:2::1')).toBe(visitorId('2001:0db8:0001:0002:0000:0000:0000:0009'));
    expect(visitorId('2001:db8:1:2::1')).not.toBe(visitorId('2001:db8:1:3::1'));
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, and IPv4 addresses one by one', () => {
    expect(visitorId('::ffff:192.0.2.7')).toBe(visitorId('192.0.2.7'));
    expect(visitorId('192.0.2.7')).not.toBe(visitorId('192.0.2.8'));
  });

  it('keeps no address in the clear', () => {
    expect(visitorId('192.0.2.7')).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorId('192.0.2.7')).not.toContain('192');
  });
});
