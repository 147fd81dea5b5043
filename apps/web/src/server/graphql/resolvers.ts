import { isMaintenanceOn } from '../site/site-service.ts';
import { checkedSlug } from '../content/list-arguments.ts';
import type { Layout, PublicForm, Resolvers } from './generated/resolvers-types.ts';
import type { Layout as UpstreamLayout } from '../upstream/contract-types.ts';
import type { FormName } from '../upstream/contract-types.ts';
import { documentListQuery } from '../content/document-arguments.ts';
import { newsListQuery } from '../content/news-arguments.ts';
import { albumListQuery } from '../content/album-arguments.ts';
import { eventListQuery } from '../content/event-arguments.ts';
import { videoListQuery } from '../content/video-arguments.ts';
import { searchQuery } from '../content/search-arguments.ts';
import type { GraphqlContext } from './context.ts';
import { closedInMaintenance } from './maintenance-guard.ts';
import { reportBrokenFile } from './report-broken-file.ts';
import { mappedOnce } from '../cache/mapped-once.ts';
import { languages, type Language } from '@probation/i18n';
import {
  mapAlbum,
  mapAlbumPage,
  mapCategory,
  mapEvent,
  mapEventPage,
  mapDocument,
  mapDocumentPage,
  mapFileRef,
  mapImage,
  mapLayout,
  mapNewsPage,
  mapNewsSummary,
  mapPage,
  mapSearchResult,
  mapSection,
  mapVideo,
  mapVideoPage,
  type NewsItemSource,
} from './mappers.ts';

/** The rest of a news item (body, gallery, attachments), cached by site id + language + id. */
async function detailOf(item: NewsItemSource, context: GraphqlContext) {
  const detail = await context.content.newsDetail(item.siteId, item.lang, item.id);
  return detail ?? { body_html: '', gallery: [], attachments: [] };
}

/** The page size of Site.news when the query gives none (the schema's default). */
const DEFAULT_NEWS_PAGE_SIZE = 12;
/** The contract's name of each public form. */
const PUBLIC_FORM_NAMES: Record<PublicForm, FormName> = {
  CONTACT: 'contact',
  COMPLAINT: 'complaint',
  TIP_OFF: 'tip-off',
};
const DEFAULT_ALBUM_PAGE_SIZE = 12;
/** The page size of Site.videos when the query gives none (the schema's default). */
const DEFAULT_VIDEO_PAGE_SIZE = 12;
/** The page size of Site.search when the query gives none (the schema's default). */
const DEFAULT_SEARCH_PAGE_SIZE = 10;

// The lists and layouts every page reads, mapped once per cached answer (mapped-once.ts). A layout answer is
// fetched per language; its mapping falls back to that language.
const layoutMapped = Object.fromEntries(
  languages.map((lang) => [lang, mappedOnce((layout: UpstreamLayout) => mapLayout(layout, lang))]),
) as Record<Language, (layout: UpstreamLayout) => Layout>;
const newsPageMapped = mappedOnce(mapNewsPage);
const videoPageMapped = mappedOnce(mapVideoPage);
const documentPageMapped = mappedOnce(mapDocumentPage);
const albumPageMapped = mappedOnce(mapAlbumPage);
const eventPageMapped = mappedOnce(mapEventPage);

/** What a lookup found, in the schema's shape; null when it found nothing. */
function mapFound<Found, Mapped>(found: Found | null, map: (found: Found) => Mapped): Mapped | null {
  return found === null ? null : map(found);
}

export const resolvers: Resolvers = {
  Query: {
    currentSite: (_root, _args, context) => context.site(),
    buildId: (_root, _args, context) => context.buildId,
  },
  Mutation: {
    reportBrokenFile: (_root, { input }, context) => reportBrokenFile(input, context),
  },
  // A site in maintenance answers only what its maintenance page needs (maintenance-guard.ts).
  Site: closedInMaintenance({
    id: (site) => site.id,
    domain: (site) => site.domain,
    name: async (site, { lang }, context) => {
      const details = await context.sites.getDetails(site.id);
      return details.name?.[lang] ?? details.name?.th ?? '';
    },
    maintenance: async (site, _args, context) => (await context.sites.getDetails(site.id)).is_maintenance,
    layout: async (site, { lang }, context) =>
      layoutMapped[lang](await context.sites.getLayout(site.id, lang)),
    sections: async (site, { lang }, context) =>
      (await context.content.sections(site.id, lang)).map(mapSection),
    section: async (site, { urlname, lang }, context) =>
      mapFound(await context.content.section(site.id, urlname, lang), mapSection),
    news: async (site, { lang, ...args }, context) =>
      newsPageMapped(
        await context.content.newsPage(site.id, lang, newsListQuery(args, DEFAULT_NEWS_PAGE_SIZE)),
      ),
    newsItem: async (site, { id, lang }, context) => {
      const summary = await context.news.summary(site.id, lang, id);
      return summary && { ...mapNewsSummary(summary), siteId: site.id, lang };
    },
    newsCategories: async (site, { lang, section }, context) =>
      (await context.content.newsCategories(site.id, lang, checkedSlug('section', section))).map(mapCategory),
    page: async (site, { urlname, lang }, context) =>
      mapFound(await context.content.page(site.id, urlname, lang), mapPage),
    albums: async (site, { lang, ...args }, context) =>
      albumPageMapped(
        await context.content.albumPage(site.id, lang, albumListQuery(args, DEFAULT_ALBUM_PAGE_SIZE)),
      ),
    album: async (site, { id, lang }, context) =>
      mapFound(await context.content.album(site.id, lang, id), mapAlbum),
    events: async (site, { lang, ...args }, context) =>
      eventPageMapped(await context.events.eventsPage(site.id, lang, eventListQuery(args, new Date()))),
    event: async (site, { id, lang }, context) =>
      mapFound(await context.events.event(site.id, lang, id), mapEvent),
    formTopics: (site, { form, lang }, context) =>
      context.content.formTopics(site.id, lang, PUBLIC_FORM_NAMES[form]),
    eventCategories: async (site, { lang, section }, context) =>
      (await context.events.eventCategories(site.id, lang, checkedSlug('section', section))).map(mapCategory),
    videos: async (site, { lang, ...args }, context) =>
      videoPageMapped(
        await context.videos.videoPage(site.id, lang, videoListQuery(args, DEFAULT_VIDEO_PAGE_SIZE)),
      ),
    video: async (site, { id, lang }, context) =>
      mapFound(await context.videos.video(site.id, lang, id), mapVideo),
    documents: async (site, { lang, ...args }, context) =>
      documentPageMapped(
        await context.content.documentsPage(site.id, lang, documentListQuery(args, DEFAULT_NEWS_PAGE_SIZE)),
      ),
    document: async (site, { id, lang }, context) =>
      mapFound(await context.content.document(site.id, lang, id), mapDocument),
    // Arguments are checked before any upstream call (a refusal is BAD_REQUEST); answers are cached briefly.
    search: async (site, { lang, ...args }, context) =>
      mapSearchResult(
        await context.search.search(site.id, lang, searchQuery(args, DEFAULT_SEARCH_PAGE_SIZE)),
      ),
    documentCategories: async (site, { lang, section }, context) =>
      (await context.content.documentCategories(site.id, lang, checkedSlug('section', section))).map(
        mapCategory,
      ),
  }),
  NewsItem: {
    bodyHtml: async (item, _args, context) => (await detailOf(item, context)).body_html,
    gallery: async (item, _args, context) =>
      (await detailOf(item, context)).gallery.flatMap((image) => mapImage(image) ?? []),
    attachments: async (item, _args, context) => (await detailOf(item, context)).attachments.map(mapFileRef),
  },
  Maintenance: {
    enabled: (source) => isMaintenanceOn(source),
    message: (source, { lang }) => source.message?.[lang] ?? null,
  },
};
