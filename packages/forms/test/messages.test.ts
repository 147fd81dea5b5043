import { describe, expect, it } from 'vitest';
import { en } from '@probation/i18n/catalogue/en';
import { th } from '@probation/i18n/catalogue/th';
import { FORM_MESSAGES } from '../src/index.ts';

describe('form messages', () => {
  it.each(Object.values(FORM_MESSAGES))('%s is worded in Thai and in English', (key) => {
    const path = key.split('.');
    for (const catalogue of [th, en]) {
      const text = path.reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
      expect(typeof text === 'string' && text.length > 0).toBe(true);
    }
  });

  it('says the limit the upload hint gives (requirements.md §12.1: 5 MB), not the 50 MB of the old message', () => {
    expect(en.forms.errors.fileTooLarge).toBe('File not over {{megabytes}} MB');
    expect(th.forms.errors.fileTooLarge).toContain('{{megabytes}} MB');
  });
});
