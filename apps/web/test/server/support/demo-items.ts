import { demoAlbums } from '../../../../dept-api/src/seed/content/albums/demo-albums.ts';
import { demoDocuments } from '../../../../dept-api/src/seed/content/demo-documents.ts';
import { demoEvents } from '../../../../dept-api/src/seed/content/demo-events.ts';
import { demoNews } from '../../../../dept-api/src/seed/content/demo-news.ts';
import { demoSections } from '../../../../dept-api/src/seed/content/demo-sections.ts';
import { demoVideos } from '../../../../dept-api/src/seed/content/demo-videos.ts';
import { voiceOf } from '../../../../dept-api/src/seed/content/news-voices.ts';
import { DEMO_SITE_IDS } from '../../../../dept-api/src/seed/demo-sites.ts';

/**
 * Items of dept-api's demo seed that tests name before dept-api runs (the rows of an `it.each`): the seed's own
 * generators, run here. Ids, sections and which items have English are fixed by the seed whatever its date; titles
 * and dates a test reads from the running API.
 */
export interface DemoItem {
  id: string;
  section: string;
  /** `/{section}/{id}`: the item's page below `/{lang}`. */
  path: string;
}

const ANY_DATE = new Date('2026-01-01T00:00:00.000Z');
const department = voiceOf(DEMO_SITE_IDS.dept);

function pick<Row extends { id: string; section: string }>(
  rows: readonly Row[],
  test: (row: Row) => boolean,
  what: string,
): DemoItem {
  const row = rows.find(test);
  if (!row) throw new Error(`the demo seed has no ${what}`);
  return { id: row.id, section: row.section, path: `/${row.section}/${row.id}` };
}

/** The department's newest demo items are last in the generators' lists (oldest first), except documents. */
const news = demoNews(department, ANY_DATE).toReversed();
const albums = demoAlbums(department, ANY_DATE);
const videos = demoVideos(department, ANY_DATE);
const documents = demoDocuments().filter((document) => document.siteId === DEMO_SITE_IDS.dept);
const events = demoEvents(department, ANY_DATE).filter((event) => event.categoryId !== 'holiday');

export const DEMO_ITEMS = {
  news: pick(news, (row) => row.titleEn !== null && row.cover !== null, 'news item in English'),
  thaiOnlyNews: pick(news, (row) => row.titleEn === null, 'news item without English'),
  document: pick(documents, (row) => row.title.en !== null, 'document in English'),
  thaiOnlyDocument: pick(documents, (row) => row.title.en === null, 'document without English'),
  album: pick(albums, (row) => row.titleEn !== null, 'album in English'),
  thaiOnlyAlbum: pick(albums, (row) => row.titleEn === null, 'album without English'),
  video: pick(videos, (row) => row.titleEn !== null, 'video in English'),
  thaiOnlyVideo: pick(videos, (row) => row.titleEn === null, 'video without English'),
  event: pick(events, (row) => row.titleEn !== null && row.locationNameEn !== null, 'event in English'),
} as const;

/** Every section urlname of the department's demo site. */
export const DEMO_SECTION_URLNAMES: readonly string[] = demoSections()
  .filter((section) => section.siteId === DEMO_SITE_IDS.dept)
  .map((section) => section.urlname);

/** The ids of every news item, document, album, video and (own) event of the department's demo site. */
export const DEMO_ITEM_IDS: readonly string[] = [news, documents, albums, videos, events].flatMap((rows) =>
  rows.map((row: { id: string }) => row.id),
);
