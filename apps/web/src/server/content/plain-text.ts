import sanitizeHtml from 'sanitize-html';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * A field the department API defines as plain text (a document's description): any markup an editor pasted is
 * dropped with the contents of script/style, entities are read back, and the page escapes what is left.
 */
export function toPlainText(text: string): string {
  const stripped = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
  return stripped.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '');
}
