import { randomInt } from 'node:crypto';
import type { Language } from '@probation/i18n';

/**
 * The captcha's question in words (decisions 0150, 0604): a sum or a difference of numbers from one to nine,
 * written out in the page's language in one of several sentences, so that a parser of one sentence fails. Every
 * sentence is plain enough for a screen reader and for a child; the limit per address is what holds against a
 * program that knows them all.
 */
export interface WordQuestionAndAnswer {
  text: string;
  answer: number;
}

const NUMBER_WORDS: Record<Language, readonly string[]> = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  th: ['ศูนย์', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า'],
};

type Sentence = (a: string, b: string) => string;

/** Sentences that ask for the sum of a and b. */
const SUMS: Record<Language, readonly Sentence[]> = {
  en: [
    (a, b) => `What is ${a} plus ${b}?`,
    (a, b) => `What is the sum of ${a} and ${b}?`,
    (a, b) => `Add ${a} to ${b}. What do you get?`,
    (a, b) => `You have ${a} apples and get ${b} more. How many apples do you have?`,
  ],
  th: [
    (a, b) => `${a}บวก${b}เท่ากับเท่าไร`,
    (a, b) => `${a}รวมกับ${b}ได้เท่าไร`,
    (a, b) => `มีส้ม ${a} ผล ได้มาอีก ${b} ผล รวมเป็นกี่ผล`,
  ],
};

/** Sentences that ask for a less b (a is never the smaller). */
const DIFFERENCES: Record<Language, readonly Sentence[]> = {
  en: [
    (a, b) => `What is ${a} minus ${b}?`,
    (a, b) => `Take ${b} away from ${a}. What is left?`,
    (a, b) => `You have ${a} apples and eat ${b}. How many apples are left?`,
  ],
  th: [
    (a, b) => `${a}ลบ${b}เท่ากับเท่าไร`,
    (a, b) => `${a}หักออก${b}เหลือเท่าไร`,
    (a, b) => `มีส้ม ${a} ผล กินไป ${b} ผล เหลือกี่ผล`,
  ],
};

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

export function wordQuestion(lang: Language): WordQuestionAndAnswer {
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  const words = NUMBER_WORDS[lang];
  if (randomInt(2) === 0) return { text: pick(SUMS[lang])(words[a]!, words[b]!), answer: a + b };
  const [larger, smaller] = a >= b ? [a, b] : [b, a];
  return { text: pick(DIFFERENCES[lang])(words[larger]!, words[smaller]!), answer: larger - smaller };
}
