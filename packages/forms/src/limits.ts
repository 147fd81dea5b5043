import { PHONE_MAX_LENGTH } from './thai-phone.ts';

/**
 * The longest each text field of the public forms may be, by the field's name in the schemas (camelCase). One
 * table serves every side: the rules (schemas.ts), the message that names the limit (`forms.errors.tooLong` with
 * `{max}`), the page's `maxlength`, and dept-api, which checks the same. A field not listed has no text limit of its
 * own (a choice, checked against its list).
 */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const SUBJECT_MAX_LENGTH = 200;
export const MESSAGE_MAX_LENGTH = 5000;
/** A complainant's own tracking password (decision 0147): 8 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** A tracking code as typed (XXXX-XXXX, with room for spaces). */
export const TRACKING_CODE_MAX_LENGTH = 20;
/** The complainant's comment with a rating. */
export const COMMENT_MAX_LENGTH = 1000;

export const FIELD_MAX_LENGTH = {
  firstName: NAME_MAX_LENGTH,
  lastName: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  extraPhone: PHONE_MAX_LENGTH,
  subject: SUBJECT_MAX_LENGTH,
  message: MESSAGE_MAX_LENGTH,
  detail: MESSAGE_MAX_LENGTH,
  password: PASSWORD_MAX_LENGTH,
  trackingCode: TRACKING_CODE_MAX_LENGTH,
  comment: COMMENT_MAX_LENGTH,
} as const satisfies Record<string, number>;

export type LimitedField = keyof typeof FIELD_MAX_LENGTH;

/** The longest a field may be, or undefined for a field with no text limit. */
export function maxLengthOf(field: string): number | undefined {
  return Object.hasOwn(FIELD_MAX_LENGTH, field) ? FIELD_MAX_LENGTH[field as LimitedField] : undefined;
}
