import type { Language } from '@probation/i18n';
import type {
  HomeContentFieldsFragment,
  CalendarPageQuery,
  DocumentDetailPageQuery,
  DocumentListPageQuery,
  CalendarEventFieldsFragment,
  EventDetailPageQuery,
  AlbumDetailPageQuery,
  AlbumListPageQuery,
  NewsDetailPageQuery,
  NewsListPageQuery,
  LayoutFieldsFragment,
  SectionFieldsFragment,
  StaticPageQuery,
  VideoDetailPageQuery,
  VideoListPageQuery,
} from './generated/graphql.ts';
import type { PageName } from './page-names.ts';
import type { DisplaySettings } from './display-settings.ts';

export type { PageName };

/** The site layout as the SiteLayout query returns it (types generated from the GraphQL schema). */
export type LayoutData = LayoutFieldsFragment;
export type MenuItemData = LayoutData['menu'][number];

/** A section as a page shows it (the section query also answers its parent and, for links, its URL). */
export type SectionData = Omit<SectionFieldsFragment, '__typename'>;
export type NewsListData = NewsListPageQuery['currentSite'];
export type NewsCardData = NewsListData['news']['items'][number];
export type NewsItemData = NonNullable<NewsDetailPageQuery['currentSite']['newsItem']>;
export type HomeContentData = HomeContentFieldsFragment;
export type HomeNewsData = Pick<HomeContentData, 'highlights' | 'latest'>;
export type HomePromotionsData = HomeContentData['promotions'];
export type StaticPageData = NonNullable<StaticPageQuery['currentSite']['page']>;
export type VideoListData = VideoListPageQuery['currentSite']['videos'];
export type VideoCardData = VideoListData['items'][number];
export type VideoData = NonNullable<VideoDetailPageQuery['currentSite']['video']>;
export type DocumentListData = Omit<DocumentListPageQuery['currentSite'], 'sections'>;
export type DocumentCardData = DocumentListData['documents']['items'][number];
export type DocumentItemData = NonNullable<DocumentDetailPageQuery['currentSite']['document']>;
export type CalendarEventData = CalendarEventFieldsFragment;
export type EventCategoryData = CalendarPageQuery['currentSite']['eventCategories'][number];
export type EventDetailData = NonNullable<EventDetailPageQuery['currentSite']['event']>;
export type AlbumListData = AlbumListPageQuery['currentSite']['albums'];
export type AlbumCardData = AlbumListData['items'][number];
export type AlbumData = NonNullable<AlbumDetailPageQuery['currentSite']['album']>;
/** A section named in a page's breadcrumbs or sub-navigation. */
export interface SectionLink {
  urlname: string;
  title: string;
}

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

/**
 * Everything a page needs to render on the server. Only its language, build and runtime settings reach the
 * browser (page-state-json.ts): islands carry their own props.
 */
export interface PageState {
  /** The page kind shown (pages/page-kinds.ts). */
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
  /** The page's own data, as its kind's loader made it (each kind's component knows its type). */
  content?: unknown;
  buildId: string;
  runtime: { firebase: FirebaseSettings | null };
  /** The visitor's validated display settings (text size, contrast): classes on <html>, the header's controls. */
  display: DisplaySettings;
  /**
   * The logged-in member, as the header shows them (a verified session only; such a page is never kept), and the
   * form token every form drawn for them carries (docs/decisions/0601).
   */
  member?: { name: string; formToken: string } | null;
}
