import { randomInt } from 'node:crypto';
import type { Language } from '@probation/i18n';

/** A question in words and its answer in digits. */
export interface WordQuestionAndAnswer {
  text: string;
  answer: number;
}

const NUMBER_WORDS: Record<Language, readonly string[]> = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  th: ['ศูนย์', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า', 'สิบ'],
};
const QUESTION: Record<Language, (a: string, b: string) => string> = {
  en: (a, b) => `What is ${a} plus ${b}?`,
  th: (a, b) => `${a}บวก${b}เท่ากับเท่าไร`,
};

/** A sum of two numbers from one to nine, written in words in the page's language (decision 0150). */
export function wordQuestion(lang: Language): WordQuestionAndAnswer {
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  const words = NUMBER_WORDS[lang];
  return { text: QUESTION[lang](words[a]!, words[b]!), answer: a + b };
}
