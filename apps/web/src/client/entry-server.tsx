import { renderToString } from 'react-dom/server';
import type { PageState } from '../shared/page-state.ts';
import { App } from './App.tsx';
import { i18nFor } from './runtime/i18n.ts';
import { HomePage } from './pages/HomePage.tsx';
import { IntroPage } from './pages/IntroPage.tsx';
import { MaintenancePage } from './pages/MaintenancePage.tsx';
import { ErrorPage } from './pages/ErrorPage.tsx';
import { SiteNotFoundPage } from './pages/SiteNotFoundPage.tsx';
import { NewsListPage } from './pages/NewsListPage.tsx';
import { NewsDetailPage } from './pages/NewsDetailPage.tsx';
import { StaticPage } from './pages/StaticPage.tsx';
import { AlbumListPage } from './pages/AlbumListPage.tsx';
import { AlbumDetailPage } from './pages/AlbumDetailPage.tsx';
import { CalendarPage } from './pages/CalendarPage.tsx';
import { EventDetailPage } from './pages/EventDetailPage.tsx';
import { VideoDetailPage } from './pages/VideoDetailPage.tsx';
import { VideoListPage } from './pages/VideoListPage.tsx';
import { DocumentListPage } from './pages/DocumentListPage.tsx';
import { DocumentDetailPage } from './pages/DocumentDetailPage.tsx';
import type { PageComponent } from './pages/page-component.ts';

const pages: Record<PageState['page'], PageComponent> = {
  home: HomePage,
  intro: IntroPage,
  maintenance: MaintenancePage,
  notFound: ErrorPage,
  error: ErrorPage,
  siteNotFound: SiteNotFoundPage,
  newsList: NewsListPage,
  moreNews: NewsListPage,
  newsDetail: NewsDetailPage,
  staticPage: StaticPage,
  albumList: AlbumListPage,
  albumDetail: AlbumDetailPage,
  calendar: CalendarPage,
  eventDetail: EventDetailPage,
  videoList: VideoListPage,
  videoDetail: VideoDetailPage,
  documentList: DocumentListPage,
  documentDetail: DocumentDetailPage,
};

/** The server bundle's one job: a page state in, the HTML of the page body out. */
export function renderBody(state: PageState): string {
  return renderToString(<App state={state} Page={pages[state.page]} i18n={i18nFor(state.lang)} />);
}

/** The document `<title>` text (the server writes the rest of the head). */
export function pageTitle(state: PageState): string {
  const t = i18nFor(state.lang).t;
  const siteName = state.site?.layout.siteName;
  const own = (() => {
    switch (state.page) {
      case 'home':
      case 'intro':
        return null;
      case 'maintenance':
        return t('maintenance.title');
      case 'notFound':
        return t('errors.pageNotFound', { path: state.detail.requestedPath ?? state.path });
      case 'error':
        return t('errors.errorTitle', { status: state.status });
      case 'siteNotFound':
        return t('siteNotFound.title');
      case 'newsList':
      case 'moreNews':
        return state.content?.kind === 'newsList'
          ? (state.content.section?.title ?? t('news.moreNewsTitle'))
          : null;
      case 'newsDetail':
        return state.content?.kind === 'newsDetail' ? state.content.item.title : null;
      case 'staticPage':
        return state.content?.kind === 'page' ? state.content.page.title : null;
      case 'albumList':
        return state.content?.kind === 'albumList' ? state.content.section.title : null;
      case 'albumDetail':
        return state.content?.kind === 'albumDetail' ? state.content.album.title : null;
      case 'calendar':
        return state.content?.kind === 'calendar' ? state.content.section.title : null;
      case 'eventDetail':
        return state.content?.kind === 'eventDetail' ? state.content.event.title : null;
      case 'videoList':
        return state.content?.kind === 'videoList' ? state.content.section.title : null;
      case 'videoDetail':
        return state.content?.kind === 'videoDetail' ? state.content.video.title : null;
      case 'documentList':
        return state.content?.kind === 'documentList' ? state.content.section.title : null;
      case 'documentDetail':
        return state.content?.kind === 'documentDetail' ? state.content.document.title : null;
    }
  })();
  return [own, siteName].filter(Boolean).join(t('meta.titleSeparator'));
}

/**
 * The notice the client entry shows when the page's code cannot load even after a reload. It lives outside
 * the React root, so hydration never touches it.
 */
export function reloadNoticeText(state: PageState): string {
  return i18nFor(state.lang).t('errors.reloadFailed');
}
