import type { Language } from '@probation/i18n';
import type { PageState, SectionLink } from '../../shared/page-state.ts';
import { mainPath, sectionPath } from '../../shared/routes.ts';
import { foreignLang, titleLangAttribute } from '../content/lang-attribute.ts';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';
import { menuTrail } from './menu-trail.ts';

/**
 * Breadcrumbs of a section's page or of an item in it: Home, then the site menu's path to the section (its
 * headings and parents, as the menu shows them), the section, and the item. A section the menu does not list
 * falls back to its parent section. Menu labels and section titles carry no language of their own, so their
 * script tells theirs; the item's title has its item's (decision 0246).
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
  /** The item's title and its language on an item's page; absent on the section's own page. */
  item?: { title: string; contentLang: Language };
}) {
  const { lang } = state;
  const path = sectionPath(lang, section.urlname);
  const trail = menuTrail(state.site?.layout.menu ?? [], path);
  const crumb = (label: string, href?: string): Crumb => {
    const labelLang = foreignLang(label, lang);
    return { label, ...(href ? { href } : {}), ...(labelLang ? { lang: labelLang } : {}) };
  };
  const above: Crumb[] =
    trail.length > 0
      ? trail.slice(0, -1).map((entry) => crumb(entry.label, entry.url ?? undefined))
      : parent
        ? [crumb(parent.title, sectionPath(lang, parent.urlname))]
        : [];
  const crumbs: Crumb[] =
    item === undefined
      ? [...above, crumb(section.title)]
      : [
          ...above,
          crumb(section.title, path),
          { label: item.title, ...titleLangAttribute(item.title, item.contentLang, lang) },
        ];
  return <Breadcrumbs homeHref={mainPath(lang)} crumbs={crumbs} />;
}
