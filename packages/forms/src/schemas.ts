import * as z from 'zod/mini';
import { FORM_MESSAGES as M, type FormMessageKey } from './messages.ts';
import {
  COMMENT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SUBJECT_MAX_LENGTH,
  TRACKING_CODE_MAX_LENGTH,
} from './limits.ts';
import { PHONE_MAX_LENGTH, parseThaiPhone } from './thai-phone.ts';

/**
 * One schema per public form (decision 0140), used by the browser (react-hook-form), the website's
 * server (a form posted without JavaScript) and dept-api. Every message is a catalogue key (messages.ts).
 * zod/mini: the same rules tree-shaken, so a form's browser code carries a few KB of them. Lengths: limits.ts.
 */
const TOPIC_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
// What the browser's own type=email accepts, less its quirks: one @, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function requiredText(empty: FormMessageKey, maxLength: number) {
  return z.string().check(z.trim(), z.minLength(1, empty), z.maxLength(maxLength, M.tooLong));
}

function optionalText(maxLength: number) {
  return z.optional(z.string().check(z.trim(), z.maxLength(maxLength, M.tooLong)));
}

const email = z.string().check(
  z.trim(),
  z.minLength(1, M.enterEmail),
  z.maxLength(EMAIL_MAX_LENGTH, M.emailFormat),
  z.refine((value) => value === '' || EMAIL_PATTERN.test(value), M.emailFormat),
);

const optionalEmail = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(EMAIL_MAX_LENGTH, M.emailFormat),
    z.refine((value) => value === '' || EMAIL_PATTERN.test(value), M.emailFormat),
  ),
);

const phone = z.string().check(
  z.trim(),
  z.minLength(1, M.enterPhone),
  z.maxLength(PHONE_MAX_LENGTH, M.phoneFormat),
  z.refine((value) => value === '' || parseThaiPhone(value) !== null, M.phoneFormat),
);

const optionalPhone = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(PHONE_MAX_LENGTH, M.phoneFormat),
    z.refine((value) => value === '' || parseThaiPhone(value) !== null, M.phoneFormat),
  ),
);

function topic(empty: FormMessageKey) {
  return z.string().check(
    z.trim(),
    z.minLength(1, empty),
    z.refine((value) => value === '' || (value.length <= 64 && TOPIC_PATTERN.test(value)), empty),
  );
}

/**
 * The contact form (requirements.md §6.1): name, surname, e-mail, phone, subject, category, message (+ one
 * attachment).
 */
export const contactSchema = z.object({
  firstName: requiredText(M.enterName, NAME_MAX_LENGTH),
  lastName: requiredText(M.enterSurname, NAME_MAX_LENGTH),
  email,
  phone,
  subject: requiredText(M.enterTopic, SUBJECT_MAX_LENGTH),
  category: topic(M.chooseCategory),
  message: requiredText(M.enterMessage, MESSAGE_MAX_LENGTH),
});
export type ContactInput = z.infer<typeof contactSchema>;

/** A complaint (requirements.md §6.2): the complainant, the complaint type and its detail (+ attachments). */
export const complaintSchema = z.object({
  firstName: requiredText(M.enterName, NAME_MAX_LENGTH),
  lastName: requiredText(M.enterSurname, NAME_MAX_LENGTH),
  phone,
  email,
  extraPhone: optionalPhone,
  complaintType: topic(M.chooseTopic),
  detail: requiredText(M.enterMessage, MESSAGE_MAX_LENGTH),
});
export type ComplaintInput = z.infer<typeof complaintSchema>;

/**
 * An election-misconduct tip-off (decision 0158): anonymous allowed, so only what happened is required (the topic,
 * a subject, the detail; + attachments). A name, an e-mail or a phone the tipster gives is checked like the
 * complaint's (requirements.md §4.2 messages): an e-mail in the correct format, a Thai phone number.
 */
export const tipOffSchema = z.object({
  firstName: optionalText(NAME_MAX_LENGTH),
  lastName: optionalText(NAME_MAX_LENGTH),
  email: optionalEmail,
  phone: optionalPhone,
  topic: topic(M.chooseTopic),
  subject: requiredText(M.enterTopic, SUBJECT_MAX_LENGTH),
  detail: requiredText(M.enterMessage, MESSAGE_MAX_LENGTH),
});
export type TipOffInput = z.infer<typeof tipOffSchema>;

/**
 * A complainant's own tracking password (optional: left empty, dept-api generates one): 8 to 128 characters, as
 * dept-api checks it (decision 0147).
 */
export const complaintPasswordSchema = z.object({
  password: z.optional(
    z.string().check(
      z.refine((value) => value === '' || [...value].length >= PASSWORD_MIN_LENGTH, M.passwordTooShort),
      z.maxLength(PASSWORD_MAX_LENGTH, M.tooLong),
    ),
  ),
});

/**
 * Following a complaint (`/{lang}/forms/track`): its tracking code and password, as the complainant was given them.
 */
export const trackingSchema = z.object({
  trackingCode: requiredText(M.enterTrackingCode, TRACKING_CODE_MAX_LENGTH),
  password: z
    .string()
    .check(z.minLength(1, M.enterYourPassword), z.maxLength(PASSWORD_MAX_LENGTH, M.tooLong)),
});
export type TrackingInput = z.infer<typeof trackingSchema>;

/** Asking for a new tracking password by e-mail (decision 0612): the tracking code and the complaint's e-mail. */
export const newTrackingPasswordSchema = z.object({
  trackingCode: requiredText(M.enterTrackingCode, TRACKING_CODE_MAX_LENGTH),
  email,
});

/** The complainant's rating of a closed complaint: 1 to 5, and an optional comment. */
export const ratingSchema = z.object({
  rating: z.string().check(z.refine((value) => /^[1-5]$/.test(value), M.chooseRating)),
  comment: optionalText(COMMENT_MAX_LENGTH),
});
export type RatingInput = z.infer<typeof ratingSchema>;
