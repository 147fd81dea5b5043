import { useT } from '../../components/text/use-t.ts';
import type { PageProps } from '../../components/page-props.ts';
import { mainPath } from '../../shared/routes.ts';
import type { ContactSentContent } from './page.ts';

/** The confirmation of a sent contact form (GOV.UK's confirmation panel): the reference, and what happens next. */
export function ContactSentPage({ state, content }: PageProps<ContactSentContent>) {
  const t = useT();
  return (
    <div className="container page-body form-page">
      <div className="confirmation-panel">
        <h1 className="confirmation-panel__title">{t('forms.contact.sentTitle')}</h1>
        <p className="confirmation-panel__body">
          {t('forms.contact.referenceLabel')}
          <br />
          <strong className="confirmation-panel__reference">{content.reference}</strong>
        </p>
      </div>
      <p>{t('forms.contact.sentLead', { siteName: state.site?.layout.siteName })}</p>
      <p>{t('forms.contact.sentNext')}</p>
      <p>
        <a href={mainPath(state.lang)}>{t('forms.contact.backHome')}</a>
      </p>
    </div>
  );
}
