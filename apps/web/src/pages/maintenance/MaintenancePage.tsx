import { otherLanguage, type Language } from '@probation/i18n';
import { useT } from '../../components/text/use-t.ts';
import { i18nFor } from '../../shared/texts/i18n.ts';
import type { PageState } from '../../shared/page-state.ts';
import { SiteImage } from '../../components/layout/SiteImage.tsx';
import { PhoneLink, PhoneNumber } from '../../components/layout/PhoneLink.tsx';
import { markValue } from '../../components/text/mark-value.tsx';

/**
 * Shown for every page while the site's details say maintenance is on (served with 503 and Retry-After). It answers
 * every path, whatever language the visitor came in, so it says everything in both languages, each marked with its
 * `lang`; the hotline is linked once, kept on one line.
 */
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
        <MaintenanceText state={state} lang={state.lang} />
        <p>
          <PhoneLink number={hotline.number}>
            {markValue(t('maintenance.hotline', { number: hotline.number }), hotline.number, (number) => (
              <PhoneNumber number={number} />
            ))}
          </PhoneLink>
        </p>
        <section lang={otherLanguage(state.lang)} className="standalone__other-language">
          <h2>{i18nFor(otherLanguage(state.lang)).t('maintenance.title')}</h2>
          <MaintenanceText state={state} lang={otherLanguage(state.lang)} />
        </section>
      </div>
    </main>
  );
}

function MaintenanceText({ state, lang }: { state: PageState; lang: Language }) {
  const { t } = i18nFor(lang);
  const { maintenanceMessages, retryAfterMinutes } = state.detail;
  return (
    <>
      <p>{maintenanceMessages?.[lang] || t('maintenance.message')}</p>
      {retryAfterMinutes ? <p>{t('maintenance.retry', { count: retryAfterMinutes })}</p> : null}
    </>
  );
}
