import { describe, expect, it } from 'vitest';
import { telHref } from '../../src/client/layout/tel.ts';

describe('phone links', () => {
  it('dial the hotline and then its extension, in either language', () => {
    expect(telHref('1111 กด 78')).toBe('tel:1111,78');
    expect(telHref('1111 press 78')).toBe('tel:1111,78');
  });
});
