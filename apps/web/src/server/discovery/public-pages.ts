import type { FastifyInstance } from 'fastify';
import { languages, type Language } from '@probation/i18n';
import type { Section } from '../upstream/contract-types.ts';
import { mainPath, moreNewsPath, itemPath, sectionPath } from '../../shared/routes.ts';
import type { SitemapEntry } from './sitemap-xml.ts';

/** Section types whose `/{lang}/{urlname}` is a page of the site (links sections redirect elsewhere). */
const SECTION_TYPES_WITH_PAGES = new Set<Section['type']>([
  'news',
  'page',
  'documents',
  'photos',
  'videos',
  'calendar',
]);
/** The home page's own section: its page is /{lang}/main. */
const HOME_SECTION = 'main';
/** Items read per call (the largest page every content list allows). */
const ITEM_PAGE_SIZE = 50;
/** A bound on the items listed per kind, so a huge archive cannot make a sitemap request unbounded. */
const MAX_ITEM_PAGES = 200;
const DAY_MS = 86_400_000;
/** Events listed: from half a year back to the end of the widest range the API answers. */
const EVENTS_BACK_DAYS = 180;
const EVENTS_RANGE_DAYS = 400;

/** One page of a kind of item: each item's section, id and last change. */
type ItemPage = Promise<{ items: { section: string; id: string; updated_at: string }[]; total: number }>;
type ItemLister = (app: FastifyInstance, siteId: string, page: number) => ItemPage;

/** Every kind of item that has a page at /{lang}/{section}/{id}, read through the caches in Thai. */
function itemListers(now: Date): ItemLister[] {
  const paging = (page: number) => ({ page, page_size: ITEM_PAGE_SIZE });
  // Whole days, so every sitemap of a day shares the events' cache entries.
  const from = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - EVENTS_BACK_DAYS * DAY_MS);
  const to = new Date(from.getTime() + EVENTS_RANGE_DAYS * DAY_MS);
  return [
    (app, siteId, page) => app.content.newsPage(siteId, 'th', paging(page)),
    (app, siteId, page) => app.content.documentsPage(siteId, 'th', paging(page)),
    (app, siteId, page) => app.content.albumPage(siteId, 'th', paging(page)),
    (app, siteId, page) => app.videos.videoPage(siteId, 'th', paging(page)),
    (app, siteId, page) =>
      app.events.eventsPage(siteId, 'th', {
        from: from.toISOString(),
        to: to.toISOString(),
        ...paging(page),
      }),
  ];
}

function inBothLanguages(path: (lang: Language) => string, lastModified?: string): SitemapEntry {
  const paths = Object.fromEntries(languages.map((lang) => [lang, path(lang)])) as Record<Language, string>;
  return lastModified ? { paths, lastModified } : { paths };
}

/**
 * Every public page of a site: home, all news, each section that is a page, each item of every kind. Read through
 * the content caches (site + language keyed), in Thai: urlnames and ids are the same in both languages.
 */
export async function publicPages(
  app: FastifyInstance,
  siteId: string,
  now = new Date(),
): Promise<SitemapEntry[]> {
  const sections = await app.content.sections(siteId, 'th');
  const entries: SitemapEntry[] = [
    inBothLanguages((lang) => mainPath(lang)),
    inBothLanguages((lang) => moreNewsPath(lang)),
    ...sections
      .filter((section) => section.urlname !== HOME_SECTION && SECTION_TYPES_WITH_PAGES.has(section.type))
      .map((section) => inBothLanguages((lang) => sectionPath(lang, section.urlname))),
  ];
  for (const list of itemListers(now)) {
    for (let page = 1; page <= MAX_ITEM_PAGES; page += 1) {
      const { items, total } = await list(app, siteId, page);
      entries.push(
        ...items.map((item) =>
          inBothLanguages((lang) => itemPath(lang, item.section, item.id), item.updated_at),
        ),
      );
      if (page * ITEM_PAGE_SIZE >= total) break;
    }
  }
  return entries;
}
