import type { Language } from '@probation/i18n';
import type { PageShellQuery } from './generated/graphql.ts';

/**
 * Everything a page needs to render, on the server and again when it hydrates in the browser.
 * The server serialises it into a `<script type="application/json">` tag; it must stay plain JSON.
 */
export type PageName = 'home' | 'intro' | 'maintenance' | 'notFound' | 'error' | 'siteNotFound';

/** The site layout as the page-shell query returns it (types generated from the GraphQL schema). */
export type LayoutData = PageShellQuery['currentSite']['layout'];
export type MenuItemData = LayoutData['menu'][number];

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
  buildId: string;
  runtime: { firebase: FirebaseSettings | null };
}
