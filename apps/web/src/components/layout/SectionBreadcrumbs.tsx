import type { PageState, SectionLink } from '../../shared/page-state.ts';
import { mainPath, sectionPath } from '../../shared/routes.ts';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';
import { menuTrail } from './menu-trail.ts';

/**
 * Breadcrumbs of a section's page or of an item in it: Home, then the site menu's path to the section (its
 * headings and parents, as the menu shows them), the section, and the item. A section the menu does not list
 * falls back to its parent section.
 */
export function SectionBreadcrumbs({
  state,
  section,
  parent = null,
  item,
}: {
  state: PageState;
  section: { urlname: string; title: string };
  /** The section's parent section, used when the menu has no entry for the section. */
  parent?: SectionLink | null;
  /** The item's title on an item's page; absent on the section's own page. */
  item?: string;
}) {
  const { lang } = state;
  const path = sectionPath(lang, section.urlname);
  const trail = menuTrail(state.site?.layout.menu ?? [], path);
  const above: Crumb[] =
    trail.length > 0
      ? trail.slice(0, -1).map((entry) => ({ label: entry.label, ...(entry.url ? { href: entry.url } : {}) }))
      : parent
        ? [{ label: parent.title, href: sectionPath(lang, parent.urlname) }]
        : [];
  const crumbs: Crumb[] =
    item === undefined
      ? [...above, { label: section.title }]
      : [...above, { label: section.title, href: path }, { label: item }];
  return <Breadcrumbs homeHref={mainPath(lang)} crumbs={crumbs} />;
}
