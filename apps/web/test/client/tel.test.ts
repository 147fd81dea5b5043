import { describe, expect, it } from 'vitest';
import { telHref } from '../../src/components/layout/tel.ts';

describe('phone links', () => {
  it('dial the hotline and then its extension, in either language', () => {
    expect(telHref('1111 กด 78')).toBe('tel:1111,78');
    expect(telHref('1111 press 78')).toBe('tel:1111,78');
    expect(telHref('1111')).toBe('tel:1111');
  });

  it('dial an ordinary Thai number as digits only, in +66 form, however it is grouped', () => {
    expect(telHref('0 2141 4749')).toBe('tel:+6621414749');
    expect(telHref('02-141-4749')).toBe('tel:+6621414749');
    expect(telHref('0-2141-4749')).toBe('tel:+6621414749');
    expect(telHref('(02) 141 4749')).toBe('tel:+6621414749');
    expect(telHref('+66 2 141 4749')).toBe('tel:+6621414749');
    expect(telHref('+66 (0) 2141 4749')).toBe('tel:+6621414749');
    expect(telHref('081 234 5678')).toBe('tel:+66812345678');
    expect(telHref('๐ ๒๑๔๑ ๔๗๔๙')).toBe('tel:+6621414749');
  });

  it('dial an extension after a pause', () => {
    expect(telHref('0 2141 4749 ต่อ 123')).toBe('tel:+6621414749,123');
    expect(telHref('0 2141 4749 ext. 123')).toBe('tel:+6621414749,123');
  });

  it('dial the first line of a range', () => {
    expect(telHref('0 5311 2401-3')).toBe('tel:+6653112401');
    expect(telHref('0 2141 4749-50')).toBe('tel:+6621414749');
  });

  it('link nothing rather than a wrong number', () => {
    for (const written of [
      '0 2141 4749, 0 2141 4750',
      '0 2141 4749 หรือ 0 2141 4750',
      '0 2141 4749 0 2141 4750',
      '0 2141 474',
      '0 2141 47490',
      '2141 4749',
      'โทร. 0 2141 4749',
      '',
      'n/a',
    ]) {
      expect(telHref(written), written).toBeNull();
    }
  });
});
