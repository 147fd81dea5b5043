/** A menu entry as the layout gives it: a label, a link (absent for a heading that only opens a submenu), children. */
export interface MenuNode {
  label: string;
  url?: string | null;
  children?: readonly MenuNode[] | null;
}

/**
 * The menu entries from the top of the site's menu down to the first one that links to `path`, that one last;
 * [] when no entry links to it. A visitor who reached a page through the menu sees the same path back.
 */
export function menuTrail(menu: readonly MenuNode[], path: string): MenuNode[] {
  for (const entry of menu) {
    if (entry.url === path) return [entry];
    const below = menuTrail(entry.children ?? [], path);
    if (below.length > 0) return [entry, ...below];
  }
  return [];
}
