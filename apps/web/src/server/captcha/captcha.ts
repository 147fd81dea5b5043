import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Language } from '@probation/i18n';
import type { CacheStore } from '../cache/store.ts';
import { countHits } from '../rate-limit/fixed-window.ts';
import { visitorId } from '../rate-limit/visitor-id.ts';
import type { ProofOfWorkChallenge } from '../../shared/submitted-form.ts';
import { wordQuestion } from './word-questions.ts';

/**
 * The forms' captcha (decisions 0150, 0604): self-hosted, no third-party request.
 * - With JavaScript: an ALTCHA proof of work (SHA-256, v1 format) that the page's script solves in about a second
 *   on a phone; the signed challenge travels in the page, the solution comes back in the `altcha` field.
 * - Without JavaScript, or for anyone who prefers it: a question in words in the page's language
 *   (word-questions.ts), answered in digits (Thai or Arabic), its answer sealed in an HMAC-signed token.
 * One answer per challenge, right or wrong: a challenge this server signed is used up by the first verify that
 * presents it (counted in the shared store, Redis across pods), so neither a solved challenge nor a token can be
 * tried twice. The question in words is also limited per visitor address (WORD_ANSWERS_WINDOW_MS). Both expire
 * after CHALLENGE_LIFETIME_MS.
 */
export const CHALLENGE_LIFETIME_MS = 30 * 60 * 1000;
/** Numbers the proof of work searches: about 50 000 SHA-256 hashes at worst, 25 000 on average. */
const PROOF_OF_WORK_MAX_NUMBER = 50_000;
const PAYLOAD_MAX_LENGTH = 1024;
const TOKEN_MAX_LENGTH = 512;
const ANSWER_MAX_LENGTH = 8;
/** The window of the per-address limit on answers to the question in words. */
export const WORD_ANSWERS_WINDOW_MS = 60 * 60 * 1000;

export interface WordQuestion {
  /** The question in the page's language ("What is seven plus three?"). */
  text: string;
  /** The sealed answer, sent back with the visitor's answer. */
  token: string;
}

export interface CaptchaAnswer {
  /** The ALTCHA payload (base64 JSON) the page's script made. */
  altcha?: unknown;
  /** The visitor's answer to the word question, and its token. */
  answer?: unknown;
  token?: unknown;
  /**
   * The visitor's address (`request.ip`): answers in words are limited per address. Without it they are not
   * limited by address, only used up once each.
   */
  visitor?: string;
}

export interface Captcha {
  proofOfWork(): Promise<ProofOfWorkChallenge>;
  question(lang: Language): WordQuestion;
  /**
   * Whether the answer is right, unexpired and not used before: the challenge is used up by this call, right or
   * wrong.
   */
  verify(answer: CaptchaAnswer): Promise<boolean>;
}

export interface CaptchaOptions {
  secret: string;
  /** Where used challenges and answers in words are counted (the shared cache store). */
  store: CacheStore;
  /** Answers in words accepted for checking per visitor address in WORD_ANSWERS_WINDOW_MS. */
  wordAnswersPerAddress: number;
  now?: () => number;
}

const THAI_DIGITS = '๐๑๒๓๔๕๖๗๘๙';

export function createCaptcha({
  secret,
  store,
  wordAnswersPerAddress,
  now = Date.now,
}: CaptchaOptions): Captcha {
  const seal = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');

  /** True the first time a challenge is presented, false after (on any pod). */
  async function firstUse(id: string): Promise<boolean> {
    const { count } = await store.increment(`captcha-used:${id}`, CHALLENGE_LIFETIME_MS);
    return count === 1;
  }

  async function verifyProofOfWork(payload: unknown): Promise<boolean> {
    const solution = decodePayload(payload);
    if (!solution) return false;
    // A challenge this server signed is used up before its solution is looked at: one try each.
    const signed = createHmac('sha256', secret).update(solution.challenge).digest('hex');
    if (!equalText(solution.signature, signed)) return false;
    if (!(await firstUse(`pow:${solution.signature}`))) return false;
    return verifySolution(solution, secret, true);
  }

  async function verifyWordAnswer(answer: unknown, token: unknown, visitor: string | undefined) {
    if (typeof answer !== 'string' || typeof token !== 'string' || token.length > TOKEN_MAX_LENGTH)
      return false;
    const [nonce, expires, answerSeal, tokenSeal, ...rest] = token.split('.');
    if (!nonce || !expires || !answerSeal || !tokenSeal || rest.length > 0) return false;
    if (!/^\d{1,15}$/.test(expires) || Number(expires) < now()) return false;
    if (!equalText(tokenSeal, seal(`token.${nonce}.${expires}.${answerSeal}`))) return false;
    // A token this server issued is used up before its answer is looked at: one try each.
    if (!(await firstUse(`words:${nonce}`))) return false;
    if (visitor !== undefined) {
      const limit = { max: wordAnswersPerAddress, windowMs: WORD_ANSWERS_WINDOW_MS };
      if (!(await countHits(store, `captcha-words:${visitorId(visitor)}`, limit)).allowed) return false;
    }
    const given = normaliseDigits(answer);
    return given !== null && equalText(answerSeal, seal(`answer.${nonce}.${expires}.${given}`));
  }

  return {
    proofOfWork: async () =>
      (await createChallenge({
        algorithm: 'SHA-256',
        hmacKey: secret,
        maxNumber: PROOF_OF_WORK_MAX_NUMBER,
        expires: new Date(now() + CHALLENGE_LIFETIME_MS),
      })) as ProofOfWorkChallenge,

    question(lang) {
      const { text, answer } = wordQuestion(lang);
      const nonce = randomBytes(12).toString('base64url');
      const expires = String(now() + CHALLENGE_LIFETIME_MS);
      const answerSeal = seal(`answer.${nonce}.${expires}.${answer}`);
      return {
        text,
        token: `${nonce}.${expires}.${answerSeal}.${seal(`token.${nonce}.${expires}.${answerSeal}`)}`,
      };
    },

    async verify({ altcha, answer, token, visitor }) {
      try {
        if (altcha !== undefined && altcha !== '') return await verifyProofOfWork(altcha);
        return await verifyWordAnswer(answer, token, visitor);
      } catch {
        return false; // a store that fails refuses: a captcha that cannot be checked is not passed
      }
    },
  };
}

/**
 * The ALTCHA payload if it has exactly the shape this server issues, else null (nothing else reaches the library).
 */
function decodePayload(payload: unknown) {
  if (typeof payload !== 'string' || payload.length > PAYLOAD_MAX_LENGTH) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const { algorithm, challenge, number, salt, signature } = (value ?? {}) as Record<string, unknown>;
  const hex64 = (text: unknown): text is string => typeof text === 'string' && /^[0-9a-f]{64}$/.test(text);
  if (algorithm !== 'SHA-256' || !hex64(challenge) || !hex64(signature)) return null;
  if (typeof salt !== 'string' || salt.length > 200) return null;
  if (
    !Number.isSafeInteger(number) ||
    (number as number) < 0 ||
    (number as number) > PROOF_OF_WORK_MAX_NUMBER
  )
    return null;
  return { algorithm, challenge, number: number as number, salt, signature } as const;
}

/** "12", "๑๒", " 12 " → "12"; anything else (letters, signs, long text) → null. */
function normaliseDigits(text: string): string | null {
  if (text.length > ANSWER_MAX_LENGTH) return null;
  const digits = text.trim().replace(
    /[\u0E50-\u0E59]/g, // ๐-๙ (escaped: decision 0402)
    (digit) => String(THAI_DIGITS.indexOf(digit)),
  );
  return /^\d{1,3}$/.test(digits) ? String(Number(digits)) : null;
}

function equalText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
