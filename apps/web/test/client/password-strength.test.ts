import { describe, expect, it } from 'vitest';
import { passwordStrength } from '../../src/shared/password-strength.ts';

/** The strength meter's thresholds (decision 0182). */
describe('password strength', () => {
  it('is weak while a requirements.md §7.3 criterion is missing', () => {
    for (const password of [
      '',
      'Ab1-',
      'abcdefgh1-',
      'ABCDEFGH1-',
      'Abcdefgh-',
      'Abcdefgh1',
      'Aaaaaaaaaaaaaaaa1',
    ]) {
      expect(passwordStrength(password), password).toBe('weak');
    }
  });

  it('is medium when it meets them all, strong from 12 characters with 9 different ones', () => {
    expect(passwordStrength('Abcdef1-')).toBe('medium');
    expect(passwordStrength('Aa1-Aa1-Aa1-Aa1-')).toBe('medium');
    expect(passwordStrength('Khun-Somchai1')).toBe('strong');
  });
});
