import { useT } from '../../components/text/use-t.ts';
import type { PageState } from '../../shared/page-state.ts';

/** An unknown host: no site, no layout, so a plain page that says so clearly (status 404). */
export function SiteNotFoundPage({ state }: { state: PageState }) {
  const t = useT();
  return (
    <main id="main" tabIndex={-1} className="standalone">
      <div className="standalone__card">
        <h1>{t('siteNotFound.title')}</h1>
        <p>{t('siteNotFound.message', { host: state.detail.host ?? '' })}</p>
        <p>{t('siteNotFound.help')}</p>
      </div>
    </main>
  );
}
