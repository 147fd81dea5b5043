import { useT } from '../../components/text/use-t.ts';
import { ConfirmationPanel } from '../../components/forms/ConfirmationPanel.tsx';
import type { PageState } from '../../shared/page-state.ts';
import type { PageProps } from '../../components/page-props.ts';
import { complaintFormPath, mainPath, trackFormPath, trackNewPasswordPath } from '../../shared/routes.ts';
import type { ComplaintReceiptShown, ComplaintSentContent } from './page.ts';

/**
 * A filed complaint's confirmation (GOV.UK's confirmation panel): the reference, the tracking code and the generated
 * password, each on one line (they never wrap inside); a print/save button (the page's script) and, for anyone
 * without it, how to print. Once the browser no longer holds it: that it is not shown, and how to get a new password.
 */
export function ComplaintSentPage({ state, content }: PageProps<ComplaintSentContent>) {
  return content.receipt ? (
    <Confirmation state={state} receipt={content.receipt} />
  ) : (
    <NoLongerShown state={state} />
  );
}

function Confirmation({ state, receipt }: { state: PageState; receipt: ComplaintReceiptShown }) {
  const t = useT();
  const { lang } = state;
  return (
    <div className="container page-body form-page">
      <ConfirmationPanel title={t('forms.complaint.sentTitle')}>
        <dt>{t('forms.complaint.referenceLabel')}</dt>
        <dd>
          <strong className="confirmation-panel__reference" data-reference translate="no">
            {receipt.reference}
          </strong>
        </dd>
        <dt>{t('forms.complaint.trackingCodeLabel')}</dt>
        <dd>
          <strong className="confirmation-panel__reference" data-tracking-code translate="no">
            {receipt.trackingCode}
          </strong>
        </dd>
        <dt>{t('forms.complaint.passwordLabel')}</dt>
        <dd>
          {receipt.password ? (
            <strong className="confirmation-panel__reference" data-tracking-password translate="no">
              {receipt.password}
            </strong>
          ) : (
            <span>{receipt.ownPassword ? t('forms.complaint.ownPassword') : '—'}</span>
          )}
        </dd>
      </ConfirmationPanel>
      {receipt.password || receipt.ownPassword ? (
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

function NoLongerShown({ state }: { state: PageState }) {
  const t = useT();
  const { lang } = state;
  const { hotline } = state.site!.layout.footer;
  return (
    <div className="container page-body form-page">
      <h1>{t('forms.complaint.goneTitle')}</h1>
      <p className="lead">{t('forms.complaint.goneLead')}</p>
      <p>
        <a href={trackFormPath(lang)}>{t('forms.complaint.trackLink')}</a>
      </p>
      <p>
        {t('forms.complaint.lostPassword')}{' '}
        <a href={trackNewPasswordPath(lang)}>{t('forms.complaint.newPasswordLink')}</a>
      </p>
      <p>{t('forms.complaint.noEmail', { hotline: hotline.number })}</p>
      <p>
        <a href={complaintFormPath(lang)}>{t('forms.track.makeComplaint')}</a>
      </p>
    </div>
  );
}
