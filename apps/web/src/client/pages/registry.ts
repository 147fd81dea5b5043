import type { ComponentType } from 'react';
import type { PageName, PageState } from '../../shared/page-state.ts';

export type PageComponent = ComponentType<{ state: PageState }>;

/** One chunk per page, so the browser loads only the page it shows. */
export const pageLoaders: Record<PageName, () => Promise<PageComponent>> = {
  home: () => import('./HomePage.tsx').then((module) => module.HomePage),
  intro: () => import('./IntroPage.tsx').then((module) => module.IntroPage),
  maintenance: () => import('./MaintenancePage.tsx').then((module) => module.MaintenancePage),
  notFound: () => import('./ErrorPage.tsx').then((module) => module.ErrorPage),
  error: () => import('./ErrorPage.tsx').then((module) => module.ErrorPage),
  newsList: () => import('./NewsListPage.tsx').then((module) => module.NewsListPage),
  moreNews: () => import('./NewsListPage.tsx').then((module) => module.NewsListPage),
  newsDetail: () => import('./NewsDetailPage.tsx').then((module) => module.NewsDetailPage),
  staticPage: () => import('./StaticPage.tsx').then((module) => module.StaticPage),
  albumList: () => import('./AlbumListPage.tsx').then((module) => module.AlbumListPage),
  albumDetail: () => import('./AlbumDetailPage.tsx').then((module) => module.AlbumDetailPage),
  calendar: () => import('./CalendarPage.tsx').then((module) => module.CalendarPage),
  eventDetail: () => import('./EventDetailPage.tsx').then((module) => module.EventDetailPage),
  videoList: () => import('./VideoListPage.tsx').then((module) => module.VideoListPage),
  videoDetail: () => import('./VideoDetailPage.tsx').then((module) => module.VideoDetailPage),
  siteNotFound: () => import('./SiteNotFoundPage.tsx').then((module) => module.SiteNotFoundPage),
  documentList: () => import('./DocumentListPage.tsx').then((module) => module.DocumentListPage),
  documentDetail: () => import('./DocumentDetailPage.tsx').then((module) => module.DocumentDetailPage),
};
