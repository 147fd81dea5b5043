/**
 * The text of an HTML page that is in Thai but not inside an element marked lang="th" (WCAG 3.1.2): each entry
 * is the text and the element it sits in. A small walker over the markup: enough for the pages this site renders.
 */
export function unmarkedThaiText(html: string): string[] {
  const found: string[] = [];
  const stack: { tag: string; lang: string | null }[] = [];
  const body = html.slice(html.indexOf('<body'));
  for (const token of body.matchAll(TOKENS)) {
    const [, closing, tag, attributes, text] = token;
    const inherited = stack.at(-1)?.lang ?? null;
    if (text !== undefined) {
      if (THAI.test(text) && inherited !== 'th') found.push(`<${stack.at(-1)?.tag}> ${text.trim()}`);
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
      if (THAI.test(label[2]!) && lang !== 'th') found.push(`<${name} ${label[1]}> ${label[2]}`);
    }
    if (!VOID.has(name) && !attributes?.endsWith('/')) stack.push({ tag: name, lang });
  }
  return found;
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
