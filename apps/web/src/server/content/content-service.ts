import { isItemId } from '@probation/contract/rules';
import { siteContentKey } from '../cache/swr-cache.ts';
import type { SwrCache } from '../cache/swr-cache.ts';
import type {
  Album,
  AlbumPage,
  AlbumQuery,
  Category,
  Document,
  DocumentPage,
  DocumentQuery,
  FormName,
  FormTopic,
  Language,
  News,
  NewsPage,
  NewsQuery,
  NewsSummary,
  Page,
  Section,
} from '../upstream/contract-types.ts';
import type { DeptApiClient } from '../upstream/dept-api-client.ts';
import { cachedCategories, queryKeyParts } from './cached-calls.ts';
import { toPlainText } from './plain-text.ts';
import { sanitizeBody } from './sanitize-body.ts';

/**
 * Sections, news, pages and photo albums of a site, every answer through the cache keyed by site id + language +
 * arguments. News and page bodies are sanitised before they are cached, so nothing unsanitised is ever kept or
 * served.
 */
export interface ContentService {
  sections(siteId: string, lang: Language): Promise<Section[]>;
  section(siteId: string, urlname: string, lang: Language): Promise<Section | null>;
  newsPage(siteId: string, lang: Language, query: NewsListQuery): Promise<NewsPage>;
  newsDetail(siteId: string, lang: Language, id: string): Promise<News | null>;
  /** With a section: only the categories with news there, counted there. */
  newsCategories(siteId: string, lang: Language, section?: string): Promise<Category[]>;
  /** The page of a `page` section, its body sanitised; null when the site has no such page. */
  page(siteId: string, urlname: string, lang: Language): Promise<Page | null>;
  /** One news summary from the cache, else from `loadMissing` (a per-request batch of the `ids=` call). */
  newsSummary(
    siteId: string,
    lang: Language,
    id: string,
    loadMissing: () => Promise<NewsSummary | null>,
  ): Promise<NewsSummary | null>;
  /** A page of documents; descriptions are plain text (any markup dropped) before they are cached. */
  documentsPage(siteId: string, lang: Language, query: DocumentQuery): Promise<DocumentPage>;
  /** One document, its description plain text; null when the site has no such document. */
  document(siteId: string, lang: Language, id: string): Promise<Document | null>;
  documentCategories(siteId: string, lang: Language, section?: string): Promise<Category[]>;
  /** A page of the site's photo albums (summaries: cover and photo count). */
  albumPage(siteId: string, lang: Language, query: AlbumQuery): Promise<AlbumPage>;
  /** One album with its photos; null when the site has no such album. */
  album(siteId: string, lang: Language, id: string): Promise<Album | null>;
  /** What a public form asks the visitor to choose from (contact categories, complaint types, tip-off topics). */
  formTopics(siteId: string, lang: Language, form: FormName): Promise<FormTopic[]>;
  /**
   * The `ids=` batch call, uncached (newsSummary caches each answer by id); an id of the wrong shape names no news.
   */
  newsSummariesByIds(
    siteId: string,
    lang: Language,
    ids: readonly string[],
  ): Promise<Map<string, NewsSummary>>;
}

export type NewsListQuery = Omit<NewsQuery, 'ids'> & { page: number; page_size: number };

export function createContentService(client: DeptApiClient, cache: SwrCache): ContentService {
  return {
    sections(siteId, lang) {
      return cache.get(
        siteContentKey(siteId, lang, 'sections'),
        async () => (await client.call('listSections', { path: { siteId }, query: { lang } })).items,
      );
    },

    section(siteId, urlname, lang) {
      return cache.get(siteContentKey(siteId, lang, 'section', urlname), () =>
        client.find('getSection', { path: { siteId, urlname }, query: { lang } }),
      );
    },

    newsPage(siteId, lang, query) {
      const parts = queryKeyParts(query, [
        'page',
        'page_size',
        'section',
        'category',
        'year',
        'month',
        'highlight',
      ]);
      return cache.get(siteContentKey(siteId, lang, 'news', ...parts), () =>
        client.call('listNews', { path: { siteId }, query: { lang, ...query } }),
      );
    },

    newsDetail(siteId, lang, id) {
      return cache.get(siteContentKey(siteId, lang, 'news-item', id), async () => {
        const news = await client.find('getNews', { path: { siteId, newsId: id }, query: { lang } });
        return news && { ...news, body_html: sanitizeBody(news.body_html) };
      });
    },

    newsCategories(siteId, lang, section) {
      return cachedCategories(client, cache, 'listNewsCategories', { siteId, lang, section });
    },

    formTopics(siteId, lang, form) {
      return cache.get(
        siteContentKey(siteId, lang, 'form-topics', form),
        async () => (await client.call('listFormTopics', { path: { siteId, form }, query: { lang } })).data,
      );
    },

    page(siteId, urlname, lang) {
      return cache.get(siteContentKey(siteId, lang, 'page', urlname), async () => {
        const page = await client.find('getPage', { path: { siteId, urlname }, query: { lang } });
        return page && { ...page, body_html: sanitizeBody(page.body_html) };
      });
    },

    documentsPage(siteId, lang, query) {
      const parts = queryKeyParts(query, ['page', 'page_size', 'section', 'category', 'year', 'type']);
      return cache.get(siteContentKey(siteId, lang, 'documents', ...parts), async () => {
        const page = await client.call('listDocuments', { path: { siteId }, query: { lang, ...query } });
        return { ...page, items: page.items.map(withPlainDescription) };
      });
    },

    document(siteId, lang, id) {
      return cache.get(siteContentKey(siteId, lang, 'document', id), async () => {
        const document = await client.find('getDocument', {
          path: { siteId, documentId: id },
          query: { lang },
        });
        return document && withPlainDescription(document);
      });
    },

    documentCategories(siteId, lang, section) {
      return cachedCategories(client, cache, 'listDocumentCategories', { siteId, lang, section });
    },

    albumPage(siteId, lang, query) {
      const parts = queryKeyParts(query, ['page', 'page_size', 'section', 'year']);
      return cache.get(siteContentKey(siteId, lang, 'albums', ...parts), () =>
        client.call('listAlbums', { path: { siteId }, query: { lang, ...query } }),
      );
    },

    album(siteId, lang, id) {
      return cache.get(siteContentKey(siteId, lang, 'album', id), () =>
        client.find('getAlbum', { path: { siteId, albumId: id }, query: { lang } }),
      );
    },

    newsSummary(siteId, lang, id, loadMissing) {
      return cache.get(siteContentKey(siteId, lang, 'news-summary', id), loadMissing);
    },

    async newsSummariesByIds(siteId, lang, ids) {
      // `ids=` is one list: an id the contract refuses (a comma in it, a slash) would spoil the others' call.
      const asked = ids.filter(isItemId);
      if (asked.length === 0) return new Map();
      const answer = await client.call('listNews', {
        path: { siteId },
        query: { lang, ids: asked.join(',') },
      });
      return new Map(answer.items.map((item) => [item.id, item]));
    },
  };
}

function withPlainDescription(document: Document): Document {
  return {
    ...document,
    description: document.description === null ? null : toPlainText(document.description),
  };
}
