import type { FormMessageKey } from '@probation/forms';

/** A problem with one field of a public form: its message key, and the values the message names (a limit). */
export interface FieldMessage {
  field: string;
  message: FormMessageKey;
  values?: Record<string, string | number>;
}

/** A problem with the whole form (it could not be sent now, too many sent): a catalogue key and its values. */
export interface FormMessage {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * A public form as the visitor last sent it, to show again: what they typed (never a file or the captcha), each
 * field's problem, a problem with the whole form, and the idempotency key of the form they were shown, kept so
 * that sending it again can never file it twice.
 */
export interface SubmittedForm {
  values: Record<string, string>;
  problems: FieldMessage[];
  formError: FormMessage | null;
  idempotencyKey: string;
}

/** An ALTCHA proof of work (v1, SHA-256): find n for which SHA-256(salt + n) is `challenge`. */
export interface ProofOfWorkChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** The captcha a form page carries (server/captcha): the proof of work for scripts, a question for people. */
export interface CaptchaChallenge {
  proofOfWork: ProofOfWorkChallenge;
  question: { text: string; token: string };
}
