import type { Language } from '@probation/i18n';
import type {
  AlbumDetailPageQuery,
  AlbumListPageQuery,
  HomeNewsFieldsFragment,
  NewsDetailPageQuery,
  NewsCategoriesQuery,
  NewsListPageQuery,
  PageShellQuery,
  SectionPageQuery,
  StaticPageQuery,
} from './generated/graphql.ts';
import type { NewsFilters } from './news-filters.ts';

/**
 * Everything a page needs to render, on the server and again when it hydrates in the browser.
 * The server serialises it into a `<script type="application/json">` tag; it must stay plain JSON.
 */
export type PageName =
  | 'home'
  | 'intro'
  | 'maintenance'
  | 'notFound'
  | 'error'
  | 'siteNotFound'
  | 'newsList'
  | 'moreNews'
  | 'newsDetail'
  | 'staticPage'
  | 'albumList'
  | 'albumDetail';

/** The site layout as the page-shell query returns it (types generated from the GraphQL schema). */
export type LayoutData = PageShellQuery['currentSite']['layout'];
export type MenuItemData = LayoutData['menu'][number];

/** A section as a page shows it (the section query also answers its parent and, for links, its URL). */
export type SectionData = Pick<
  NonNullable<SectionPageQuery['currentSite']['section']>,
  'urlname' | 'type' | 'title'
>;
export type NewsListData = NewsListPageQuery['currentSite'] & {
  newsCategories: NewsCategoriesQuery['currentSite']['newsCategories'];
};
export type NewsCardData = NewsListData['news']['items'][number];
export type NewsItemData = NonNullable<NewsDetailPageQuery['currentSite']['newsItem']>;
export type HomeNewsData = HomeNewsFieldsFragment;
export type StaticPageData = NonNullable<StaticPageQuery['currentSite']['page']>;
export type AlbumListData = AlbumListPageQuery['currentSite']['albums'];
export type AlbumCardData = AlbumListData['items'][number];
export type AlbumData = NonNullable<AlbumDetailPageQuery['currentSite']['album']>;
/** A section named in a page's breadcrumbs or sub-navigation. */
export interface SectionLink {
  urlname: string;
  title: string;
}

/** The page's own data, beside the site shell every page has. */
export type PageContent =
  | {
      kind: 'newsList';
      /** The section listed; null for /{lang}/more-news (all news). */
      section: SectionData | null;
      filters: NewsFilters;
      list: NewsListData;
    }
  | {
      kind: 'newsDetail';
      section: SectionData;
      item: NewsItemData;
      /** The absolute URL of the page (share links, JSON-LD, OpenGraph). */
      url: string;
    }
  | {
      kind: 'page';
      page: StaticPageData;
      /** The parent section, for the breadcrumbs; null at the top level. */
      parent: SectionLink | null;
      /** The page sections of the page's group in menu order (top page first); empty when it is alone. */
      subnav: SectionLink[];
      /** The absolute URL of the page (OpenGraph). */
      url: string;
    }
  | { kind: 'home'; news: HomeNewsData }
  | {
      kind: 'albumList';
      section: SectionData;
      /** The list's filters from its URL (page and year; albums have no category). */
      filters: NewsFilters;
      albums: AlbumListData;
    }
  | {
      kind: 'albumDetail';
      section: SectionData;
      album: AlbumData;
      /** The absolute URL of the page (share links, OpenGraph). */
      url: string;
    };

export interface SiteData {
  id: string;
  layout: LayoutData;
}

export interface FirebaseSettings {
  apiKey: string;
  authDomain?: string;
  databaseURL?: string;
  projectId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  appId: string;
  measurementId?: string;
}

export interface PageState {
  page: PageName;
  lang: Language;
  status: number;
  /** The path of this page, for the language switch and the error screen. */
  path: string;
  /** The same page in each language (null when the page has no twin, e.g. a site-not-found page). */
  alternates: Record<Language, string> | null;
  site: SiteData | null;
  /** Page-specific values (the requested path of a 404, the status of an error, the host of an unknown site). */
  detail: {
    requestedPath?: string;
    host?: string;
    errorCode?: string;
    maintenanceMessage?: string | null;
    retryAfterMinutes?: number;
  };
  /** The page's own data (news lists and items, static pages, the home page's news); absent for pages without any. */
  content?: PageContent;
  buildId: string;
  runtime: { firebase: FirebaseSettings | null };
}
