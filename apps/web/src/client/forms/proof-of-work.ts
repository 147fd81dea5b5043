/**
 * Solves the captcha's proof of work (ALTCHA v1, SHA-256; server/captcha/captcha.ts): the number n for which
 * SHA-256(salt + n) is the challenge. About 25,000 hashes on average, in the background while the visitor types.
 */
import type { ProofOfWorkChallenge } from '../../shared/submitted-form.ts';

export type { ProofOfWorkChallenge };

/** The `altcha` field's value for a solved challenge, or null when this browser cannot solve it. */
export async function solveProofOfWork(challenge: ProofOfWorkChallenge): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle || challenge.algorithm !== 'SHA-256') return null;
  const encoder = new TextEncoder();
  for (let number = 0; number <= challenge.maxnumber; number++) {
    // Awaited digests resolve as microtasks, which never let the page answer a tap: give the event loop a turn
    // every few hundred hashes, so a phone stays responsive while it works (Lighthouse measured 1.5 s of blocking).
    if (number % YIELD_EVERY === 0) await nextTurn();
    const digest = await subtle.digest('SHA-256', encoder.encode(challenge.salt + number));
    if (hex(digest) === challenge.challenge) {
      return btoa(JSON.stringify({ ...withoutMax(challenge), number }));
    }
  }
  return null;
}

const YIELD_EVERY = 200;

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function withoutMax({ algorithm, challenge, salt, signature }: ProofOfWorkChallenge) {
  return { algorithm, challenge, salt, signature };
}

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
