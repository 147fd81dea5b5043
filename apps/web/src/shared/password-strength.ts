import { memberPasswordProblem } from '@probation/forms';

/**
 * The password strength meter's three levels (requirements.md §7.3: weak/easy, medium, strong; thresholds ours,
 * decision 0182). Weak: the password breaks one of requirements.md §7.3's criteria (it would be refused). Medium: it
 * meets them all.
 * Strong: it meets them all, is at least 12 characters long and has at least 9 different characters.
 */
export type PasswordStrength = 'weak' | 'medium' | 'strong';

export const STRONG_PASSWORD_MIN_LENGTH = 12;
export const STRONG_PASSWORD_MIN_DISTINCT = 9;

export function passwordStrength(password: string): PasswordStrength {
  if (memberPasswordProblem(password) !== null) return 'weak';
  const characters = [...password];
  return characters.length >= STRONG_PASSWORD_MIN_LENGTH &&
    new Set(characters).size >= STRONG_PASSWORD_MIN_DISTINCT
    ? 'strong'
    : 'medium';
}
