/**
 * Text of an HTML page in the other language than the page's, not inside an element marked with its language
 * (WCAG 3.1.2): each entry is the text and the element it sits in. A small walker over the markup: enough for the
 * pages this site renders.
 */

/** Thai text on an English page outside lang="th". */
export function unmarkedThaiText(html: string): string[] {
  return unmarkedText(html, 'th', (text) => THAI.test(text));
}

/**
 * English text on a Thai page outside lang="en": a text (or alt, title, aria-label) written only in Latin letters,
 * with a word that is not one of the names Thai writes in Latin letters too (decision 0246). Thai text with a Latin
 * word inside it ("ไฟล์ PDF", "(Video Conference)") is Thai, as a Thai reader reads it; numbers, e-mail addresses,
 * web addresses, host names and paths are in no language.
 */
export function unmarkedLatinText(html: string): string[] {
  return unmarkedText(html, 'en', isEnglish);
}

/** Names and codes a Thai page writes in Latin letters as a Thai reader says them: left unmarked (decision 0246). */
export const NAMES_USED_IN_THAI = new Set([
  'Facebook',
  'YouTube',
  'LINE',
  'X',
  'TikTok',
  'Instagram',
  'RSS',
  'PDF',
  'CSV',
  'XLSX',
  'DOCX',
  'PPTX',
  'ZIP',
  'Word',
  'Excel',
  'ics',
  'Esc',
  'AM',
  'PM',
  'ITA',
  'PDPA',
  'WCAG',
  'AA',
  'MB',
  'KB',
  'GB',
]);

/**
 * Years of the Buddhist era (2400-2699) in the English text of a page, outside lang="th" and not written "B.E. 2559"
 * (decision 0249): an English page writes years of the Common Era. Phone numbers and addresses are not years.
 */
export function unmarkedBuddhistYears(html: string): string[] {
  return unmarkedText(html, 'th', (text) =>
    /(?<!B\.E\.\s?)\b2[4-6]\d\d\b/.test(
      text.replace(/\b0 \d{1,4} \d{3,4}(?: \d{3,4})?\b|\S+@\S+|(?:^|\s)\/\S*/g, ' '),
    ),
  );
}

function isEnglish(text: string): boolean {
  if (THAI.test(text)) return false;
  const words = text
    .replace(
      /\S+@\S+|https?:\/\/\S+|(?:^|\s)\/\S*|\b[\w-]+(?:\.[\w-]+)*\.(?:go\.th|or\.th|ac\.th|co\.th|in\.th|com|org|net)\b/g,
      ' ',
    )
    .match(/[A-Za-z][A-Za-z'’-]*/g);
  return (words ?? []).some((word) => !NAMES_USED_IN_THAI.has(word) && /[A-Za-z]{2}/.test(word));
}

function unmarkedText(html: string, language: string, inLanguage: (text: string) => boolean): string[] {
  const found: string[] = [];
  const stack: { tag: string; lang: string | null }[] = [];
  const body = html.slice(html.indexOf('<body'));
  for (const token of body.matchAll(TOKENS)) {
    const [, closing, tag, attributes, text] = token;
    const inherited = stack.at(-1)?.lang ?? null;
    if (text !== undefined) {
      if (stack.at(-1)?.tag === 'code') continue; // a name in code (a cookie's, a file's) is in no language
      const decoded = decodeEntities(text);
      if (inLanguage(decoded) && inherited !== language)
        found.push(`<${stack.at(-1)?.tag}> ${decoded.trim()}`);
      continue;
    }
    if (tag === undefined) continue; // a script, a style sheet or a comment
    const name = tag.toLowerCase();
    if (closing) {
      const at = stack.map((entry) => entry.tag).lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    const lang = /\slang="([a-zA-Z]+)/.exec(attributes ?? '')?.[1]?.toLowerCase() ?? inherited;
    for (const label of (attributes ?? '').matchAll(LABELS)) {
      const value = decodeEntities(label[2]!);
      if (inLanguage(value) && lang !== language) found.push(`<${name} ${label[1]}> ${value}`);
    }
    if (!VOID.has(name) && !attributes?.endsWith('/')) stack.push({ tag: name, lang });
  }
  return found;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&nbsp;', '\u00a0')
    .replaceAll('&amp;', '&');
}

const TOKENS =
  /<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)([^>]*)>|([^<]+)/g;
const LABELS = /\s(alt|title|aria-label)="([^"]*)"/g;
const THAI = /[\u0E00-\u0E7F]/;
const VOID = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
