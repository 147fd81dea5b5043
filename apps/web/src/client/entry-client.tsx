import { readBrowserState } from '../shared/page-state-json.ts';
import { browserReloadEnvironment, installChunkErrorReload, reloadOnce } from './runtime/reload-guard.ts';
import { watchForNewBuild } from './runtime/build-watch.ts';
import { enableCopyLinks } from './behaviours/copy-link.ts';
import { resetFiltersOnRestore } from './behaviours/restore-filters.ts';
import { enhanceMainNav } from './behaviours/main-nav.ts';
import { enableDisplaySettings } from './behaviours/display-settings.ts';
import { enablePrintButtons } from './behaviours/print-button.ts';
import { autoSubmitForms, enableCountdowns } from './behaviours/countdown.ts';
import { enableSelectAll } from './behaviours/select-all.ts';
import { whenNeeded } from './islands/when-needed.ts';
import './styles/fonts.css';
import './styles/site.css';
import './styles/gallery.css';
import './styles/calendar.css';
import './styles/videos.css';
import './styles/documents.css';
import './styles/home.css';
import './styles/forms.css';
import './styles/search.css';
import './styles/members.css';

/**
 * The one script of every page (docs/decisions/0261): small behaviours in plain DOM code, then the page's
 * islands, whose code (and React) loads only when an island is about to be used. Nothing here imports React.
 */
function showReloadNotice(): void {
  document.getElementById('reload-notice')?.removeAttribute('hidden');
}

async function start(): Promise<void> {
  const state = readBrowserState();
  installChunkErrorReload(showReloadNotice);
  enableDisplaySettings(document);
  enhanceMainNav(document);
  enableCopyLinks(document);
  resetFiltersOnRestore(document);
  enablePrintButtons(document);
  enableCountdowns(document);
  autoSubmitForms(document);
  enableSelectAll(document);
  const publicForm = document.querySelector<HTMLFormElement>('form[data-public-form]');
  if (publicForm) {
    // Only a form page loads the form rules (zod/mini) and the captcha solver.
    void import('./forms/public-form.ts').then(({ enhancePublicForm }) => enhancePublicForm(publicForm));
  }
  whenNeeded(Array.from(document.querySelectorAll<HTMLElement>('[data-island]')), (island) => {
    import('./islands/hydrate-islands.tsx')
      .then(({ hydrateIsland }) => hydrateIsland(island, state.lang))
      .catch((error: unknown) => {
        // An island's chunk is gone (a deploy replaced this build): reload once for fresh HTML.
        console.error('Could not load the page code', error);
        if (!reloadOnce(browserReloadEnvironment())) showReloadNotice();
      });
  });
  // The page's own script has run; each island marks itself (data-hydrated) when it is live.
  document.documentElement.dataset.hydrated = 'true';
  watchForNewBuild(state.buildId, (latest) => {
    document.documentElement.dataset.newBuild = latest;
  });
  if (state.firebase) {
    const { initFirebase } = await import('./runtime/firebase.ts');
    void initFirebase(state.firebase).catch((error: unknown) => console.error('Firebase', error));
  }
}

void start();
