import type { Language } from '@probation/i18n';
import type {
  HomeContentFieldsFragment,
  DocumentDetailPageQuery,
  DocumentListContextQuery,
  DocumentListPageQuery,
  CalendarEventFieldsFragment,
  EventCategoriesQuery,
  EventDetailPageQuery,
  AlbumDetailPageQuery,
  AlbumListPageQuery,
  NewsDetailPageQuery,
  NewsCategoriesQuery,
  NewsListPageQuery,
  PageShellQuery,
  SectionPageQuery,
  StaticPageQuery,
  VideoDetailPageQuery,
  VideoListPageQuery,
} from './generated/graphql.ts';
import type { NewsFilters } from './news-filters.ts';
import type { CalendarParams } from './calendar-params.ts';

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
  | 'videoList'
  | 'videoDetail'
  | 'documentList'
  | 'documentDetail'
  | 'calendar'
  | 'eventDetail'
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
export type HomeContentData = HomeContentFieldsFragment;
export type HomeNewsData = Pick<HomeContentData, 'highlights' | 'latest'>;
export type HomePromotionsData = HomeContentData['promotions'];
export type StaticPageData = NonNullable<StaticPageQuery['currentSite']['page']>;
export type VideoListData = VideoListPageQuery['currentSite']['videos'];
export type VideoCardData = VideoListData['items'][number];
export type VideoData = NonNullable<VideoDetailPageQuery['currentSite']['video']>;
export type DocumentListData = DocumentListPageQuery['currentSite'] & {
  documentCategories: DocumentListContextQuery['currentSite']['documentCategories'];
};
export type DocumentCardData = DocumentListData['documents']['items'][number];
export type DocumentItemData = NonNullable<DocumentDetailPageQuery['currentSite']['document']>;
export type CalendarEventData = CalendarEventFieldsFragment;
export type EventCategoryData = EventCategoriesQuery['currentSite']['eventCategories'][number];
export type EventDetailData = NonNullable<EventDetailPageQuery['currentSite']['event']>;
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
  | { kind: 'home'; home: HomeContentData }
  | {
      kind: 'videoList';
      section: SectionData;
      /** The list's filters (a videos list reads the year and the page; it has no categories). */
      filters: NewsFilters;
      videos: VideoListData;
    }
  | {
      kind: 'videoDetail';
      section: SectionData;
      video: VideoData;
      /** The absolute URL of the page (share links, JSON-LD, OpenGraph). */
      url: string;
    }
  | {
      kind: 'documentList';
      section: SectionData;
      /** The parent section, for the breadcrumbs; null at the top level. */
      parent: SectionLink | null;
      /** The documents sections below this one (sub-navigation); empty when there are none. */
      children: SectionLink[];
      filters: NewsFilters;
      list: DocumentListData;
    }
  | {
      kind: 'documentDetail';
      section: SectionData;
      parent: SectionLink | null;
      document: DocumentItemData;
      /** The absolute URL of the page (share links, OpenGraph). */
      url: string;
    }
  | {
      kind: 'calendar';
      section: SectionData;
      /** The validated URL parameters (the month null for the current month). */
      params: CalendarParams;
      /** The month shown (`YYYY-MM`) and today (`YYYY-MM-DD`), both in Asia/Bangkok. */
      month: string;
      today: string;
      /** The first day listed: the month's first day, or today in the agenda of the current month. */
      from: string;
      events: CalendarEventData[];
      total: number;
      categories: EventCategoryData[];
    }
  | {
      kind: 'eventDetail';
      section: SectionData;
      event: EventDetailData;
      /** The absolute URL of the page (share links, JSON-LD, OpenGraph). */
      url: string;
    }
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
    /** The site's maintenance message in each language (null: the catalogue's own). */
    maintenanceMessages?: Record<Language, string | null>;
    retryAfterMinutes?: number;
  };
  /** The page's own data (news lists and items, static pages, the home page's news); absent for pages without any. */
  content?: PageContent;
  buildId: string;
  runtime: { firebase: FirebaseSettings | null };
}
