import type { SectionLink } from '../shared/page-state.ts';
import { linkOf } from './page-kind.ts';

interface SectionRowLike {
  urlname: string;
  title: string;
  parent?: string | null;
}

/** The parent of a section among the site's sections, as a breadcrumb link; null at the top level. */
export function parentLink(
  sections: readonly SectionRowLike[],
  section: { parent?: string | null; urlname: string },
): SectionLink | null {
  const row = sections.find((candidate) => candidate.urlname === section.urlname);
  const parent = sections.find((candidate) => candidate.urlname === (section.parent ?? row?.parent));
  return parent ? linkOf(parent) : null;
}
