/**
 * Wraps each table of a sanitised body in a labelled region that scrolls sideways on narrow screens and can
 * be reached by keyboard (a scrolling region must be focusable: WCAG 2.1.1). The body comes from the gateway's
 * sanitiser, which writes every tag itself, so `<table` and `</table>` in it are only ever real tags.
 */
export function scrollableTables(html: string, label: string): string {
  const attribute = label.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  return html
    .replaceAll(
      '<table',
      `<div class="table-scroll" role="region" tabindex="0" aria-label="${attribute}"><table`,
    )
    .replaceAll('</table>', '</table></div>');
}
