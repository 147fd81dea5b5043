/** The plain text of stored HTML (news bodies, pages, event descriptions), for the index and its snippets. */

const BLOCK_TAG =
  /<\/?(?:p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|table|thead|tbody|tfoot|tr|td|th|caption|section|article|aside|header|footer|nav|blockquote|figure|figcaption|pre|address|details|summary)\b[^>]*>/giu;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/giu, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : ' ';
    }
    return NAMED[name.toLowerCase()] ?? entity;
  });
}

/**
 * Text without markup: script, style and comments dropped, block elements as spaces, inline elements joined to
 * their neighbours (`<b>ก</b>ข` stays one Thai word), entities decoded, white space collapsed.
 */
export function plainTextOfHtml(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/gu, ' ')
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/giu, ' ')
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^>]*>/gu, ''),
  )
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Texts joined into one, empty ones left out. */
export function joinTexts(texts: readonly (string | null | undefined)[]): string {
  return texts
    .map((text) => text?.replace(/\s+/gu, ' ').trim() ?? '')
    .filter((text) => text !== '')
    .join(' · ');
}

/** The text's first `max` UTF-16 units at most, never cutting a surrogate pair in two. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}
