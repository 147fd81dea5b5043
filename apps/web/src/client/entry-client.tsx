import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { i18nFor } from './runtime/i18n.ts';
import { readPageState } from '../shared/page-state-json.ts';
import { pageLoaders } from './pages/registry.ts';
import { browserReloadEnvironment, installChunkErrorReload, reloadOnce } from './runtime/reload-guard.ts';
import { watchForNewBuild } from './runtime/build-watch.ts';
import { initFirebase } from './runtime/firebase.ts';
import './styles/site.css';
import './styles/gallery.css';
import './styles/calendar.css';
import './styles/videos.css';
import './styles/documents.css';

function showReloadNotice(): void {
  document.getElementById('reload-notice')?.removeAttribute('hidden');
}

async function start(): Promise<void> {
  const state = readPageState();
  installChunkErrorReload(showReloadNotice);
  let Page;
  try {
    Page = await pageLoaders[state.page]();
  } catch (error) {
    // The page's chunk is gone (a deploy replaced this build): reload once for fresh HTML.
    console.error('Could not load the page code', error);
    if (!reloadOnce(browserReloadEnvironment())) showReloadNotice();
    return;
  }
  hydrateRoot(document.getElementById('root')!, <App state={state} Page={Page} i18n={i18nFor(state.lang)} />);
  document.documentElement.dataset.hydrated = 'true';
  watchForNewBuild(state.buildId, (latest) => {
    document.documentElement.dataset.newBuild = latest;
  });
  void initFirebase(state.runtime.firebase).catch((error: unknown) => console.error('Firebase', error));
}

void start();
