/**
 * The demo sections: one per menu entry of each demo site's layout (the same menu data), so every
 * `/{lang}/{urlname}` of a menu is a section, and one per page its footer links. The type follows from what the
 * entry lists.
 */
import type { SectionType } from '@probation/contract';
import type { sections } from '../../db/schema.ts';
import { DEMO_SITE_IDS } from '../demo-sites.ts';
import { DEPARTMENT_MENU } from '../layouts/department-layout.ts';
import type { Section as MenuSection } from '../layouts/layout-parts.ts';
import { officeMenu } from '../layouts/office-layout.ts';
import { OFFICES } from '../layouts/offices.ts';
import { POLICY_SECTIONS } from './pages/policy-pages.ts';

export type SectionValues = Omit<typeof sections.$inferInsert, 'seedRevision'>;

const TYPES_BY_URLNAME: Record<string, SectionType> = {
  news: 'news',
  'press-releases': 'news',
  activities: 'news',
  procurement: 'news',
  calendar: 'calendar',
  documents: 'documents',
  laws: 'documents',
  'annual-reports': 'documents',
  forms: 'documents',
  guides: 'documents',
  ita: 'documents',
  photos: 'photos',
  videos: 'videos',
};

export function sectionType(entry: MenuSection): SectionType {
  if (entry.href) return 'links';
  return TYPES_BY_URLNAME[entry.id] ?? 'page';
}

/** The menu's sections flattened, parents before their children, numbered in that order. */
export function sectionsOfMenu(siteId: string, menu: readonly MenuSection[]): SectionValues[] {
  const rows: SectionValues[] = [];
  const visit = (entry: MenuSection, parent: string | null) => {
    // A form's entry leads to a page of the website that is not a section (its name is reserved for it).
    if (entry.path) return;
    rows.push({
      siteId,
      urlname: entry.id,
      type: sectionType(entry),
      titleTh: entry.th,
      titleEn: entry.en,
      parent,
      position: rows.length,
      url: entry.href ?? null,
    });
    for (const child of entry.children ?? []) visit(child, entry.id);
  };
  for (const entry of menu) visit(entry, null);
  return rows;
}

/** Every site's sections: its menu's, then the pages its footer links (the privacy notice, accessibility). */
export function demoSections(): SectionValues[] {
  return [
    ...sectionsOfMenu(DEMO_SITE_IDS.dept, [...DEPARTMENT_MENU, ...POLICY_SECTIONS]),
    ...OFFICES.flatMap((office) =>
      sectionsOfMenu(office.site.id, [...officeMenu(office), ...POLICY_SECTIONS]),
    ),
  ];
}
