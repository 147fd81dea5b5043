import { StaticPageDocument, type StaticPageQuery } from '../../shared/generated/graphql.ts';
import type { SectionData, SectionLink, StaticPageData } from '../../shared/page-state.ts';
import { sectionPath } from '../../shared/routes.ts';
import { escapeHtml } from '../../server/render/escape-html.ts';
import { failed, found, linkOf, notFound, type PageKind, type SectionLoadRequest } from '../page-kind.ts';

export interface StaticPageContent {
  page: StaticPageData;
  /** The parent section, for the breadcrumbs; null at the top level. */
  parent: SectionLink | null;
  /** The page sections of the page's group in menu order (top page first); empty when it is alone. */
  subnav: SectionLink[];
  /** The absolute URL of the page (OpenGraph). */
  url: string;
}

type SiteSections = StaticPageQuery['currentSite']['sections'];

/**
 * The page of a `page` section, with its parent (for the breadcrumbs) and the page sections around it: the top
 * page of its group (the parent, or the section itself at the top level) and that page's child pages.
 */
export const staticPage: PageKind<StaticPageContent, SectionLoadRequest> = {
  async load({ query, lang, section, origin }) {
    const outcome = await query(StaticPageDocument, { lang, urlname: section.urlname });
    if (!outcome.ok) return failed(outcome);
    const { page, sections } = outcome.data.currentSite;
    if (!page) return notFound;
    const parent = sections.find((candidate) => candidate.urlname === section.parent);
    const url = origin + sectionPath(lang, section.urlname);
    return found({
      content: {
        page,
        parent: parent ? linkOf(parent) : null,
        subnav: pageGroup(sections, parent ?? section),
        url,
      },
      title: page.title,
      description: page.summary || null,
      head: staticPageHeadTags(page, url),
    });
  },
};

/** OpenGraph: a website, its URL and modified time. */
function staticPageHeadTags(page: StaticPageData, url: string): string[] {
  return [
    '<meta property="og:type" content="website">',
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:updated_time" content="${escapeHtml(page.updatedAt)}">`,
    '<meta name="twitter:card" content="summary">',
  ];
}

function pageGroup(sections: SiteSections, top: Pick<SectionData, 'urlname' | 'type'>): SectionLink[] {
  const children = sections.filter((candidate) => candidate.parent === top.urlname);
  const group = [...(top.type === 'page' ? [top] : []), ...children];
  const pages = sections.filter(
    (candidate) => candidate.type === 'page' && group.some((member) => member.urlname === candidate.urlname),
  );
  return pages.length > 1 ? pages.map(linkOf) : [];
}
