/**
 * The `tel:` address of a phone number as a Thai site writes it, or null when the text is not one number a phone
 * can dial (several numbers, words, a wrong length): no link is better than a link that dials the wrong number.
 *
 * - "0 2141 4749", "02-141-4749", "+66 2 141 4749" → tel:+6621414749 (digits only: a comma is a dialling pause)
 * - "0 5311 2401-3" (a range of lines) → the first line, tel:+6653112401
 * - "1111 กด 78", "1111 press 78", "0 2141 4749 ต่อ 123" → the number, a pause, then the extension
 */
export function telHref(written: string): string | null {
  const text = asciiDigits(written).trim();
  const extension = EXTENSION.exec(text);
  const number = dialNumber(extension?.groups?.number ?? text);
  if (number === null) return null;
  return `tel:${number}${extension?.groups?.ext ? `,${extension.groups.ext}` : ''}`;
}

// Thai written as escapes (ต่อ, กด; the Thai digits ๐-๙): the built server then holds its source as one byte per
// character, half the memory (decision 0402).
const EXTENSION =
  /^(?<number>.*?\d)\s*(?:\u0E15\u0E48\u0E2D|\u0E01\u0E14|ext\.?|extension|press|x|#)\s*(?<ext>\d{1,5})$/iu;
const NUMBER_ONLY = /^\+?[\d\s\-.()]+$/;
const SHORT_NUMBER = /^[1-9]\d{2,4}$/;
const RANGE_SUFFIX_DIGITS = 2;

function asciiDigits(text: string): string {
  return text.replace(/[\u0E50-\u0E59]/gu, (digit) => String(digit.charCodeAt(0) - 0x0e50));
}

function dialNumber(number: string): string | null {
  if (!NUMBER_ONLY.test(number)) return null;
  const groups = number.match(/\d+/g) ?? [];
  const digits = groups.join('');
  if (groups.length === 1 && SHORT_NUMBER.test(digits)) return digits;
  if (number.startsWith('+')) return international(digits);
  const national = completeNationalNumber(groups, number);
  return national === null ? null : `+66${national.slice(1)}`;
}

/** "+66 (0) 2141 4749" → Thai rules; another country's number is passed on as written, digits only. */
function international(digits: string): string | null {
  if (digits.startsWith('66')) {
    const national = `0${digits.slice(2).replace(/^0/, '')}`;
    return nationalLength(national) === national.length ? `+66${national.slice(1)}` : null;
  }
  return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
}

/** The national number (leading 0) the groups spell, allowing a trailing "-3" that writes a range of lines. */
function completeNationalNumber(groups: string[], written: string): string | null {
  const digits = groups.join('');
  const expected = nationalLength(digits);
  if (expected === null) return null;
  if (digits.length === expected) return digits;
  const last = groups.at(-1) ?? '';
  const first = groups.slice(0, -1).join('');
  const isRange = last.length <= RANGE_SUFFIX_DIGITS && new RegExp(`-\\s*${last}$`).test(written);
  return isRange && first.length === expected ? first : null;
}

/** Thai numbers: mobiles 06/08/09 have 10 digits, landlines 9 (with the leading 0). */
function nationalLength(digits: string): number | null {
  if (!digits.startsWith('0')) return null;
  return /^0[689]/.test(digits) ? 10 : 9;
}
