import { TextsProvider } from '../components/text/texts-context.tsx';
import type { i18n as I18n } from 'i18next';
import type { ComponentType, CSSProperties } from 'react';
import type { PageState } from '../shared/page-state.ts';
import { SiteHeader } from '../components/layout/SiteHeader.tsx';
import { SiteFooter } from '../components/layout/SiteFooter.tsx';
import type { PageComponent } from '../pages/page-component.ts';

export interface AppProps {
  state: PageState;
  Page: PageComponent;
  i18n: I18n;
  /** The page kind draws its whole screen itself (intro, maintenance): no layout, no `<main>` around it. */
  standalone: boolean;
}

/** The body of every page: the site layout (header, menu, footer) around the page, or a standalone screen. */
export function App({ state, Page: Component, i18n, standalone }: AppProps) {
  const layout = state.site?.layout;
  const Page = Component as ComponentType<{ state: PageState; content: unknown }>;
  const theme = layout
    ? ({ '--brand': layout.theme.primary, '--accent': layout.theme.accent } as CSSProperties)
    : undefined;
  return (
    <TextsProvider i18n={i18n}>
      <div className="site-root" style={theme}>
        {layout && !standalone ? (
          <div className="site">
            <SiteHeader layout={layout} state={state} />
            <main id="main" tabIndex={-1}>
              <Page state={state} content={state.content} />
            </main>
            <SiteFooter layout={layout} lang={state.lang} />
          </div>
        ) : standalone ? (
          <Page state={state} content={state.content} />
        ) : (
          <main id="main" tabIndex={-1} className="standalone">
            <Page state={state} content={state.content} />
          </main>
        )}
      </div>
    </TextsProvider>
  );
}
