import * as z from 'zod/mini';
import { FORM_MESSAGES as M, type FormMessageKey } from './messages.ts';
import { checkForm, type FieldProblem, type FormCheck } from './problems.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './limits.ts';
import { PHONE_MAX_LENGTH, parseThaiPhone } from './thai-phone.ts';

/**
 * The members' forms (requirements.md §7.1-§7.3, decision 0172): registration, log in, profile, password change and
 * reset. The same rules run in the browser, on the website's server and in dept-api, which enforces them again.
 */
export const MEMBER_PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it costs nothing extra. */
export const MEMBER_PASSWORD_MAX_LENGTH = 128;
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{2,31}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const GENDERS = ['male', 'female'] as const;

/**
 * requirements.md §7.3's password criteria in the order a person fixes them: at least 8 characters, a lowercase
 * letter, an uppercase letter, a digit, a special character (anything that is neither a letter nor a digit, a space
 * included). Letters are Unicode's: a Thai letter has no case, so it counts for neither case. Null when it passes.
 */
export function memberPasswordProblem(password: string): FormMessageKey | null {
  if (password.length === 0) return M.enterYourPassword;
  if ([...password].length < MEMBER_PASSWORD_MIN_LENGTH) return M.passwordTooShort;
  if (password.length > MEMBER_PASSWORD_MAX_LENGTH) return M.tooLong;
  if (!/\p{Ll}/u.test(password)) return M.passwordNeedsLowercase;
  if (!/\p{Lu}/u.test(password)) return M.passwordNeedsUppercase;
  if (!/\p{Nd}/u.test(password)) return M.passwordNeedsDigit;
  if (!/[^\p{L}\p{N}]/u.test(password)) return M.passwordNeedsSpecial;
  return null;
}

/** A new password (not trimmed: a space is a character of it). */
const newPassword = z.string().check(
  z.refine((value) => memberPasswordProblem(value) !== M.enterYourPassword, M.enterYourPassword),
  z.refine((value) => memberPasswordProblem(value) === null, {
    error: (issue) => memberPasswordProblem(String(issue.input)) ?? M.enterYourPassword,
  }),
);

const confirmation = z.string().check(z.minLength(1, M.confirmYourPassword));

const memberEmail = z.string().check(
  z.trim(),
  z.minLength(1, M.enterYourEmail),
  z.maxLength(EMAIL_MAX_LENGTH, M.emailFormat),
  z.refine((value) => value === '' || EMAIL_PATTERN.test(value), M.emailFormat),
);

function name(empty: FormMessageKey) {
  return z.string().check(z.trim(), z.minLength(1, empty), z.maxLength(NAME_MAX_LENGTH, M.tooLong));
}

/** A checkbox or a JSON true. */
const accepted = (message: FormMessageKey) =>
  z.string().check(z.refine((value) => value === 'true' || value === 'on', message));

/** A real calendar date, in the past, after 1900 (YYYY-MM-DD, as an `<input type="date">` sends it). */
export function isPastDate(value: string, today: Date = new Date()): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    value >= '1900-01-01' &&
    date.getTime() < today.getTime()
  );
}

/**
 * Registration (requirements.md §7.1): username, name, surname, e-mail, password twice, the agreement, the captcha.
 */
export const memberSignupSchema = z.object({
  username: z.string().check(
    z.trim(),
    z.minLength(1, M.enterUsername),
    z.refine((value) => value === '' || USERNAME_PATTERN.test(value), M.usernameFormat),
  ),
  firstName: name(M.enterYourFirstName),
  lastName: name(M.enterYourLastName),
  email: memberEmail,
  password: newPassword,
  confirmPassword: confirmation,
  acceptAgreement: accepted(M.acceptAgreement),
  captcha: accepted(M.verifyNotRobot),
});
export type MemberSignupInput = z.infer<typeof memberSignupSchema>;

/** Log in: only "given" is checked; whether it is right is the API's answer. */
export const memberLoginSchema = z.object({
  email: memberEmail,
  password: z.string().check(z.minLength(1, M.enterYourPassword)),
  captcha: accepted(M.verifyNotRobot),
});
export type MemberLoginInput = z.infer<typeof memberLoginSchema>;

/** The profile a member edits (requirements.md §7.1): the e-mail address is not changed here. */
export const memberProfileSchema = z.object({
  firstName: name(M.enterYourFirstName),
  lastName: name(M.enterYourLastName),
  phone: z.string().check(
    z.trim(),
    z.maxLength(PHONE_MAX_LENGTH, M.phoneFormat),
    z.refine((value) => value === '' || parseThaiPhone(value) !== null, M.phoneFormat),
  ),
  birthday: z.string().check(
    z.trim(),
    z.minLength(1, M.enterYourBirthday),
    z.refine((value) => value === '' || isPastDate(value), M.birthdayFormat),
  ),
  gender: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || (GENDERS as readonly string[]).includes(value), M.chooseGender),
  ),
});
export type MemberProfileInput = z.infer<typeof memberProfileSchema>;

export const memberPasswordChangeSchema = z.object({
  currentPassword: z.string().check(z.minLength(1, M.enterCurrentPassword)),
  password: newPassword,
  confirmPassword: confirmation,
});
export type MemberPasswordChangeInput = z.infer<typeof memberPasswordChangeSchema>;

export const memberPasswordResetSchema = z.object({
  password: newPassword,
  confirmPassword: confirmation,
});
export type MemberPasswordResetInput = z.infer<typeof memberPasswordResetSchema>;

/** A guest's newsletter subscription: the e-mail address (the types are checked against the site's). */
export const newsletterGuestSchema = z.object({ email: memberEmail });

/**
 * checkForm, plus "password does not match" on `confirmPassword` when both were given and differ (a rule across
 * two fields, so it is not the schema's).
 */
export function checkMemberForm<Schema extends z.ZodMiniObject>(
  schema: Schema,
  input: Record<string, unknown>,
): FormCheck<z.infer<Schema>> {
  const checked = checkForm(schema, input);
  const fields = Object.keys(schema.def.shape);
  if (!fields.includes('confirmPassword')) return checked;
  const { password, confirmPassword } = input;
  const mismatch =
    typeof password === 'string' &&
    typeof confirmPassword === 'string' &&
    confirmPassword !== '' &&
    password !== confirmPassword;
  if (!mismatch) return checked;
  type Field = Extract<keyof z.infer<Schema>, string>;
  const problems: FieldProblem<Field>[] = checked.ok ? [] : [...checked.problems];
  if (!problems.some((problem) => problem.field === 'confirmPassword')) {
    problems.push({ field: 'confirmPassword' as Field, message: M.passwordMismatch });
  }
  const order = new Map(fields.map((field, index) => [field, index]));
  problems.sort((a, b) => order.get(a.field)! - order.get(b.field)!);
  return { ok: false, problems };
}

/** The contract's (snake_case) names of the members' fields. */
export const MEMBER_WIRE_FIELDS = {
  username: 'username',
  firstName: 'name',
  lastName: 'surname',
  email: 'email',
  password: 'password',
  confirmPassword: 'confirm_password',
  acceptAgreement: 'accept_agreement',
  captcha: 'captcha_verified',
  currentPassword: 'current_password',
  phone: 'phone',
  birthday: 'birthday',
  gender: 'gender',
} as const;

/** In the profile the first and last names are `first_name` and `last_name` (requirements.md §7.1). */
export const MEMBER_PROFILE_WIRE_FIELDS: Readonly<Record<keyof MemberProfileInput, string>> = {
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  birthday: 'birthday',
  gender: 'gender',
};
