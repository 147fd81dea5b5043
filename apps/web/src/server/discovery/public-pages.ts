import { languages, type Language } from '@probation/i18n';
import type { ContentService } from '../content/content-service.ts';
import type { Section } from '../upstream/contract-types.ts';
import { mainPath, moreNewsPath, newsPath, sectionPath } from '../../shared/routes.ts';
import type { SitemapEntry } from './sitemap-xml.ts';

/** Section types whose `/{lang}/{urlname}` is a page of the site (links sections redirect elsewhere). */
const SECTION_TYPES_WITH_PAGES = new Set<Section['type']>(['news', 'page']);
/** The home page's own section: its page is /{lang}/main. */
const HOME_SECTION = 'main';
const ITEM_PAGE_SIZE = 50;
/** A bound on the items listed per kind, so a huge archive cannot make a sitemap request unbounded. */
const MAX_ITEM_PAGES = 200;

function inBothLanguages(path: (lang: Language) => string, lastModified?: string): SitemapEntry {
  const paths = Object.fromEntries(languages.map((lang) => [lang, path(lang)])) as Record<Language, string>;
  return lastModified ? { paths, lastModified } : { paths };
}

/**
 * Every public page of a site: home, all news, each section that is a page, each news item. Read through the
 * content cache (site + language keyed), in Thai: urlnames and ids are the same in both languages.
 */
export async function publicPages(content: ContentService, siteId: string): Promise<SitemapEntry[]> {
  const sections = await content.sections(siteId, 'th');
  const entries: SitemapEntry[] = [
    inBothLanguages((lang) => mainPath(lang)),
    inBothLanguages((lang) => moreNewsPath(lang)),
    ...sections
      .filter((section) => section.urlname !== HOME_SECTION && SECTION_TYPES_WITH_PAGES.has(section.type))
      .map((section) => inBothLanguages((lang) => sectionPath(lang, section.urlname))),
  ];
  for (let page = 1; page <= MAX_ITEM_PAGES; page += 1) {
    const list = await content.newsPage(siteId, 'th', { page, pageSize: ITEM_PAGE_SIZE });
    entries.push(
      ...list.items.map((item) =>
        inBothLanguages((lang) => newsPath(lang, item.section, item.id), item.updated_at),
      ),
    );
    if (page * ITEM_PAGE_SIZE >= list.total) break;
  }
  return entries;
}
