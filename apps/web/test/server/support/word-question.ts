/**
 * The answer to the captcha's question in words, as a person reads it: the two numbers in it, and whether it asks
 * what is left (a difference) or how many in all (a sum). Shared by the server, page and browser tests.
 */
const NUMBER_WORDS = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  th: ['ศูนย์', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า', 'สิบ'],
} as const;
const ASKS_A_DIFFERENCE = { en: /\b(minus|away|left)\b/, th: /ลบ|เหลือ/ } as const;

export function answerOf(question: string, lang: 'th' | 'en'): number {
  const words: readonly string[] = NUMBER_WORDS[lang];
  // English by whole words; Thai has no spaces between words, so by where each number word stands.
  const numbers =
    lang === 'en'
      ? (question.toLowerCase().match(/[a-z]+/g) ?? []).filter((word) => words.includes(word))
      : words
          .flatMap((word) =>
            [...question.matchAll(new RegExp(word, 'g'))].map((found) => ({ word, at: found.index })),
          )
          .sort((left, right) => left.at - right.at)
          .map(({ word }) => word);
  if (numbers.length !== 2) throw new Error(`not a question of two numbers: ${question}`);
  const [a, b] = numbers.map((word) => words.indexOf(word)) as [number, number];
  return ASKS_A_DIFFERENCE[lang].test(question) ? Math.abs(a - b) : a + b;
}
