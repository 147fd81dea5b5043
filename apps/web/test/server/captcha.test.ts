import { describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib/v1';
import { createCaptcha, CHALLENGE_LIFETIME_MS } from '../../src/server/captcha/captcha.ts';
import { createMemoryStore } from '../../src/server/cache/memory-store.ts';
import { answerOf } from './support/word-question.ts';

const SECRET = 'a-test-secret-of-thirty-two-chars!!';

function captchaAt(clock = { now: Date.now() }, wordAnswersPerAddress = 1000) {
  return createCaptcha({
    secret: SECRET,
    store: createMemoryStore(),
    wordAnswersPerAddress,
    now: () => clock.now,
  });
}

async function solved(captcha: ReturnType<typeof createCaptcha>): Promise<string> {
  const challenge = await captcha.proofOfWork();
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  return Buffer.from(JSON.stringify({ ...challenge, number: solution!.number })).toString('base64');
}

describe('the proof of work', () => {
  it('accepts a solved challenge once', async () => {
    const captcha = captchaAt();
    const altcha = await solved(captcha);
    expect(await captcha.verify({ altcha })).toBe(true);
    expect(await captcha.verify({ altcha })).toBe(false);
  });

  it('takes one solution per challenge: a wrong number uses the challenge up', async () => {
    const captcha = captchaAt();
    const altcha = await solved(captcha);
    const payload = JSON.parse(Buffer.from(altcha, 'base64').toString()) as Record<string, unknown>;
    const wrong = { ...payload, number: ((payload.number as number) + 1) % 50_000 };
    expect(await captcha.verify({ altcha: Buffer.from(JSON.stringify(wrong)).toString('base64') })).toBe(
      false,
    );
    expect(await captcha.verify({ altcha })).toBe(false);
  });

  it('is not limited by the per-address limit of the question in words', async () => {
    const captcha = captchaAt(undefined, 1);
    for (let i = 0; i < 3; i++) {
      expect(await captcha.verify({ altcha: await solved(captcha), visitor: '203.0.113.7' })).toBe(true);
    }
  });

  it('refuses a made-up, tampered or foreign payload without throwing', async () => {
    const captcha = captchaAt();
    const altcha = await solved(captcha);
    const payload = JSON.parse(Buffer.from(altcha, 'base64').toString()) as Record<string, unknown>;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    for (const bad of [
      'not base64 json',
      encode({ ...payload, number: (payload.number as number) + 1 }),
      encode({ ...payload, algorithm: 'SHA-1' }),
      encode({ ...payload, algorithm: '__proto__' }),
      encode({ ...payload, number: '1; DROP TABLE' }),
      encode({ ...payload, salt: 'x'.repeat(5000) }),
      encode(null),
      'A'.repeat(10_000),
      { object: true },
    ]) {
      expect(await captcha.verify({ altcha: bad })).toBe(false);
    }
    const otherServer = createCaptcha({
      secret: 'another-secret-of-thirty-two-chars!',
      store: createMemoryStore(),
      wordAnswersPerAddress: 1000,
    });
    expect(await otherServer.verify({ altcha })).toBe(false);
  });

  it('refuses a challenge past its lifetime', async () => {
    const clock = { now: Date.now() - CHALLENGE_LIFETIME_MS - 1000 };
    const captcha = captchaAt(clock);
    const altcha = await solved(captcha); // issued 31 minutes ago
    expect(await captcha.verify({ altcha })).toBe(false);
  });
});

describe('the question in words', () => {
  const thaiDigits = (answer: number) =>
    String(answer).replace(/\d/g, (digit) => '๐๑๒๓๔๕๖๗๘๙'[Number(digit)]!);

  it('asks in the page language and accepts its answer once, in Arabic or Thai digits', async () => {
    const captcha = captchaAt();
    const question = captcha.question('en');
    expect(question.text).toMatch(/^[A-Z][A-Za-z .]+\?$/);
    const answer = answerOf(question.text, 'en');
    expect(await captcha.verify({ answer: ` ${answer} `, token: question.token })).toBe(true);
    expect(await captcha.verify({ answer: String(answer), token: question.token })).toBe(false);

    const thai = captcha.question('th');
    expect(thai.text).toMatch(/^[\u0E00-\u0E7F ]+$/);
    const thaiAnswer = thaiDigits(answerOf(thai.text, 'th'));
    expect(await captcha.verify({ answer: thaiAnswer, token: thai.token })).toBe(true);
  });

  it('asks sums and differences in several sentences, each answered by reading it', async () => {
    const NUMBER_WORDS = {
      en: /one|two|three|four|five|six|seven|eight|nine/g,
      th: /หนึ่ง|สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า/g,
    };
    const captcha = captchaAt();
    for (const lang of ['en', 'th'] as const) {
      const sentences = new Set<string>();
      const answers = new Set<number>();
      for (let i = 0; i < 200; i++) {
        const question = captcha.question(lang);
        const answer = answerOf(question.text, lang);
        answers.add(answer);
        sentences.add(question.text.replace(NUMBER_WORDS[lang], 'N'));
        expect(await captcha.verify({ answer: String(answer), token: question.token })).toBe(true);
      }
      // A parser of one sentence, or of sums only, fails most questions.
      expect(sentences.size, lang).toBeGreaterThanOrEqual(6);
      expect([...answers].some((answer) => answer < 2)).toBe(true); // differences are asked
      expect(Math.max(...answers)).toBeGreaterThan(9); // and sums
    }
  });

  it('takes one answer per question: a wrong answer uses the token up, the right one after it is refused', async () => {
    const captcha = captchaAt();
    const question = captcha.question('en');
    const answer = answerOf(question.text, 'en');
    expect(await captcha.verify({ answer: String(answer + 1), token: question.token })).toBe(false);
    expect(await captcha.verify({ answer: String(answer), token: question.token })).toBe(false);
  });

  it('refuses a forged or expired token, and text that is not a number', async () => {
    const clock = { now: Date.now() };
    const captcha = captchaAt(clock);
    const fresh = () => {
      const question = captcha.question('en');
      return { token: question.token, sum: answerOf(question.text, 'en') };
    };
    const forged = fresh();
    const [nonce, expires, answerSeal, tokenSeal] = forged.token.split('.');
    for (const token of [
      forged.token.replace(/.$/, (last) => (last === 'x' ? 'y' : 'x')),
      `${nonce}.${Number(expires) + 60_000}.${answerSeal}.${tokenSeal}`,
      `${nonce}.${expires}.${answerSeal}`,
      `${forged.token}.more`,
      'x'.repeat(10_000),
    ]) {
      expect(await captcha.verify({ answer: String(forged.sum), token })).toBe(false);
    }
    for (const answer of ['', 'seven', '1e1', '-1', '9'.repeat(20), ['1'], null]) {
      expect(await captcha.verify({ answer, token: fresh().token })).toBe(false);
    }
    const expiring = fresh();
    clock.now += CHALLENGE_LIFETIME_MS + 1;
    expect(await captcha.verify({ answer: String(expiring.sum), token: expiring.token })).toBe(false);
  });

  it('checks a few answers in words per address an hour, then refuses even right ones from it', async () => {
    const captcha = captchaAt(undefined, 3);
    const answered = (visitor: string, right = true) => {
      const question = captcha.question('en');
      const answer = answerOf(question.text, 'en');
      return captcha.verify({ answer: String(right ? answer : answer + 1), token: question.token, visitor });
    };
    expect(await answered('198.51.100.4', false)).toBe(false);
    expect(await answered('198.51.100.4')).toBe(true);
    expect(await answered('198.51.100.4')).toBe(true);
    expect(await answered('198.51.100.4')).toBe(false);
    expect(await answered('2001:db8:1:2::9')).toBe(true);
    expect(await answered('2001:db8:1:2::10')).toBe(true);
    expect(await answered('2001:db8:1:2::11')).toBe(true);
    expect(await answered('2001:db8:1:2::12')).toBe(false); // one /64 is one visitor
    expect(await answered('198.51.100.5')).toBe(true);
  });
});
