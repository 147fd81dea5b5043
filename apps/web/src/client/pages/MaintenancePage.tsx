import { useT } from '../runtime/use-t.ts';
import type { PageState } from '../../shared/page-state.ts';
import { SiteImage } from '../layout/SiteImage.tsx';
import { telHref } from '../layout/tel.ts';

/** Shown for every page while the site's details say maintenance is on (served with 503 and Retry-After). */
export function MaintenancePage({ state }: { state: PageState }) {
  const t = useT();
  const layout = state.site!.layout;
  const { hotline } = layout.footer;
  return (
    <main id="main" tabIndex={-1} className="standalone">
      <div className="standalone__card">
        <SiteImage image={layout.logo} className="standalone__logo" width={80} height={80} />
        <p className="standalone__site">{layout.siteName}</p>
        <h1>{t('maintenance.title')}</h1>
        <p>{state.detail.maintenanceMessage || t('maintenance.message')}</p>
        {state.detail.retryAfterMinutes ? (
          <p>{t('maintenance.retry', { minutes: state.detail.retryAfterMinutes })}</p>
        ) : null}
        <p>
          <a href={telHref(hotline.number)}>{t('maintenance.hotline', { number: hotline.number })}</a>
        </p>
      </div>
    </main>
  );
}
