/** Small builders for the HTML of demo pages: headings, paragraphs, lists, tables and links within the site. */
import type { Lang } from '@probation/contract';

export const h2 = (text: string) => `<h2>${text}</h2>`;
export const h3 = (text: string) => `<h3>${text}</h3>`;
export const p = (text: string) => `<p>${text}</p>`;
export const ul = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
export const ol = (items: readonly string[]) =>
  `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;

/** A link to another page of the same site in the same language (`/th/history`). */
export const link = (lang: Lang, urlname: string, label: string) =>
  `<a href="/${lang}/${urlname}">${label}</a>`;

/** A table with a header row. */
export function table(
  caption: string,
  head: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const cells = (row: readonly string[], tag: 'th' | 'td') =>
    `<tr>${row.map((cell) => (tag === 'th' ? `<th scope="col">${cell}</th>` : `<td>${cell}</td>`)).join('')}</tr>`;
  return `<table><caption>${caption}</caption><thead>${cells(head, 'th')}</thead><tbody>${rows
    .map((row) => cells(row, 'td'))
    .join('')}</tbody></table>`;
}

/** Joins the blocks of a page body. */
export const body = (...blocks: string[]) => blocks.join('\n');
