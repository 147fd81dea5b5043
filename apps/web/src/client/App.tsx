import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { CSSProperties } from 'react';
import type { PageState } from '../shared/page-state.ts';
import { SiteHeader } from './layout/SiteHeader.tsx';
import { SiteFooter } from './layout/SiteFooter.tsx';
import type { PageComponent } from './pages/page-component.ts';
import { standalonePages } from './pages/standalone.ts';

export interface AppProps {
  state: PageState;
  Page: PageComponent;
  i18n: I18n;
}

/** The body of every page: the site layout (header, menu, footer) around the page, or a standalone screen. */
export function App({ state, Page, i18n }: AppProps) {
  const layout = state.site?.layout;
  const theme = layout
    ? ({ '--brand': layout.theme.primary, '--accent': layout.theme.accent } as CSSProperties)
    : undefined;
  return (
    <I18nextProvider i18n={i18n}>
      <div className="site-root" style={theme}>
        {layout && !standalonePages.has(state.page) ? (
          <div className="site">
            <SiteHeader layout={layout} state={state} />
            <main id="main" tabIndex={-1}>
              <Page state={state} />
            </main>
            <SiteFooter layout={layout} />
          </div>
        ) : standalonePages.has(state.page) ? (
          <Page state={state} />
        ) : (
          <main id="main" tabIndex={-1} className="standalone">
            <Page state={state} />
          </main>
        )}
      </div>
    </I18nextProvider>
  );
}
