import { useT } from '../../client/runtime/use-t.ts';
import { ConfirmationPanel } from '../../components/forms/ConfirmationPanel.tsx';
import type { PageState } from '../../shared/page-state.ts';
import { mainPath, trackFormPath } from '../../shared/routes.ts';
import type { ComplaintSentContent } from './page.ts';

/**
 * A filed complaint's confirmation (GOV.UK's confirmation panel): the reference, the tracking code and, this once,
 * the password; a print/save button (the page's script) and, for anyone without it, how to print.
 */
export function ComplaintSentPage({ state, content }: { state: PageState; content: ComplaintSentContent }) {
  const t = useT();
  const { lang } = state;
  return (
    <div className="container page-body form-page">
      <ConfirmationPanel title={t('forms.complaint.sentTitle')}>
        <dt>{t('forms.complaint.referenceLabel')}</dt>
        <dd>
          <strong className="confirmation-panel__reference">{content.reference}</strong>
        </dd>
        <dt>{t('forms.complaint.trackingCodeLabel')}</dt>
        <dd>
          <strong className="confirmation-panel__reference" data-tracking-code>
            {content.trackingCode}
          </strong>
        </dd>
        <dt>{t('forms.complaint.passwordLabel')}</dt>
        <dd>
          {content.password ? (
            <strong className="confirmation-panel__reference" data-tracking-password translate="no">
              {content.password}
            </strong>
          ) : (
            <span>{content.ownPassword ? t('forms.complaint.ownPassword') : '—'}</span>
          )}
        </dd>
      </ConfirmationPanel>
      {content.password || content.ownPassword ? (
        <p className="form-notice form-notice--important">{t('forms.complaint.onceWarning')}</p>
      ) : (
        <p className="form-notice form-notice--important">{t('forms.complaint.retryNoPassword')}</p>
      )}
      <p className="print-hidden" data-print-area hidden>
        <button className="button" type="button" data-print>
          {t('forms.complaint.print')}
        </button>
      </p>
      <p className="form-field__hint print-hidden">{t('forms.complaint.printHint')}</p>
      <p>{t('forms.complaint.sentNext')}</p>
      <p className="print-hidden">
        <a href={trackFormPath(lang)}>{t('forms.complaint.trackLink')}</a>
      </p>
      <p className="print-hidden">
        <a href={mainPath(lang)}>{t('forms.complaint.backHome')}</a>
      </p>
    </div>
  );
}
