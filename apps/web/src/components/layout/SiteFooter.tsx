import type { Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import type { LayoutData } from '../../shared/page-state.ts';
import {
  complaintFormPath,
  contactFormPath,
  memberPath,
  sitemapPath,
  tipOffFormPath,
  trackFormPath,
} from '../../shared/routes.ts';
import { PhoneLink, PhoneNumber } from './PhoneLink.tsx';

export function SiteFooter({ layout, lang }: { layout: LayoutData; lang: Language }) {
  return (
    <footer className="site-footer">
      <SiteFooterContent layout={layout} lang={lang} />
    </footer>
  );
}

/** What a visitor can write or do with the department, under its contacts. */
function formLinks(lang: Language) {
  return [
    { href: contactFormPath(lang), text: 'footer.writeToUs' },
    { href: complaintFormPath(lang), text: 'footer.makeComplaint' },
    { href: trackFormPath(lang), text: 'footer.trackComplaint' },
    { href: tipOffFormPath(lang), text: 'footer.reportMisconduct' },
    { href: memberPath(lang, 'login'), text: 'footer.members' },
  ] as const;
}

function SiteFooterContent({ layout, lang }: { layout: LayoutData; lang: Language }) {
  const t = useT();
  const { footer } = layout;
  return (
    <>
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t('footer.contactUs')}
          </h2>
          <p className="site-footer__org">{footer.organization}</p>
          <address>
            <span className="visually-hidden">{t('footer.address')}: </span>
            {footer.address}
          </address>
          <dl className="site-footer__contacts">
            <dt>{t('footer.phone')}</dt>
            <dd>
              <PhoneLink number={footer.phone} />
            </dd>
            {footer.fax ? (
              <>
                <dt>{t('footer.fax')}</dt>
                <dd>
                  <PhoneNumber number={footer.fax} />
                </dd>
              </>
            ) : null}
            <dt>{t('footer.email')}</dt>
            <dd>
              <a href={`mailto:${footer.email}`}>{footer.email}</a>
            </dd>
            {footer.officeHours ? (
              <>
                <dt>{t('footer.officeHours')}</dt>
                <dd>{footer.officeHours}</dd>
              </>
            ) : null}
          </dl>
          <ul className="site-footer__forms">
            {formLinks(lang).map(({ href, text }) => (
              <li key={text}>
                <a href={href}>{t(text)}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-hotline" className="site-footer__hotline">
          <h2 id="footer-hotline" className="site-footer__heading">
            {footer.hotline.label}
          </h2>
          <PhoneLink className="hotline-number" number={footer.hotline.number} />
        </section>
        {footer.social.length > 0 ? (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className="site-footer__heading">
              {t('footer.followUs')}
            </h2>
            <ul className="site-footer__social">
              {footer.social.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener noreferrer" target="_blank">
                    {link.label}
                    <span className="visually-hidden"> {t('common.externalLink')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <nav aria-label={t('common.footerLinks')}>
            <ul className="site-footer__links">
              {[...footer.links, { label: t('sitemap.title'), url: sitemapPath(lang) }].map((link) => (
                <li key={link.url}>
                  <a href={link.url}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <p>{footer.copyright}</p>
        </div>
      </div>
    </>
  );
}
