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
import type { PageComponent } from './pages/registry.ts';

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
