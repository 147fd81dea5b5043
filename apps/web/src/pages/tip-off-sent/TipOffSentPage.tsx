import { useT } from '../../components/text/use-t.ts';
import { ConfirmationPanel } from '../../components/forms/ConfirmationPanel.tsx';
import { PhoneLink } from '../../components/layout/PhoneLink.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { mainPath } from '../../shared/routes.ts';
import type { TipOffSentContent } from './page.ts';

/**
 * A received tip-off's confirmation (GOV.UK's confirmation panel): the reference; no status page and no tracking
 * (decision 0158), so the next step is the hotline, quoting the reference; a mail only when an e-mail was given.
 */
export function TipOffSentPage({ state, content }: PageProps<TipOffSentContent>) {
  const t = useT();
  const { lang } = state;
  const { hotline } = state.site!.layout.footer;
  return (
    <div className="container page-body form-page">
      <ConfirmationPanel title={t('forms.tipOff.sentTitle')}>
        <dt>{t('forms.tipOff.referenceLabel')}</dt>
        <dd>
          {/* A code, in no language (decision 0246): read as it is written on a Thai page and an English one. */}
          <strong className="confirmation-panel__reference" data-reference>
            <code className="confirmation-panel__code">{content.reference}</code>
          </strong>
        </dd>
      </ConfirmationPanel>
      <p>{t('forms.tipOff.keepReference')}</p>
      <p className="form-notice">{t('forms.tipOff.noStatusPage')}</p>
      <p data-add-information>
        {t('forms.tipOff.addInformation')} <PhoneLink number={hotline.number} />{' '}
        {t('forms.tipOff.addInformationAfter')}
      </p>
      <p>{content.emailGiven ? t('forms.tipOff.mailSent') : t('forms.tipOff.noMail')}</p>
      <p className="print-hidden">
        <a href={mainPath(lang)}>{t('forms.tipOff.backHome')}</a>
      </p>
    </div>
  );
}
