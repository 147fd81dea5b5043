import { useT } from '../../components/text/use-t.ts';
import type { Language } from '@probation/i18n';
import type { HomeContentData } from '../../shared/page-state.ts';
import type { PageProps } from '../../components/page-props.ts';
import { mainPath, sectionPath } from '../../shared/routes.ts';
import { PhoneLink, PhoneNumber } from '../../components/layout/PhoneLink.tsx';
import { UpcomingEvents } from '../../components/calendar/UpcomingEvents.tsx';
import { LatestDocuments } from '../../components/documents/LatestDocuments.tsx';
import { HomeBanners } from '../../components/home/HomeBanners.tsx';
import { UsefulLinks } from '../../components/home/UsefulLinks.tsx';
import { HomeNews } from '../../components/home/HomeNews.tsx';
import { homeGrid } from '../../components/home/home-grid.ts';
import { LatestVideos } from '../../components/videos/LatestVideos.tsx';

/**
 * The home page of a site: welcome, banners, news, coming events, the latest documents and videos, the sections of
 * its menu as entry points, useful links, hotline and contact.
 */
export function HomePage({ state, content: home }: PageProps<HomeContentData | null>) {
  const t = useT();
  const layout = state.site!.layout;
  const { footer } = layout;
  const services = layout.menu.filter((item) => item.url !== mainPath(state.lang));
  const servicesGrid = homeGrid(services.length);
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="container">
          <h1 id="home-title">{t('home.welcome', { siteName: layout.siteName })}</h1>
          <p className="hero__lead">{t('home.lead', { siteName: layout.siteName })}</p>
        </div>
      </section>
      <div className="container page-body">
        {home ? <HomeBanners banners={home.promotions.banners} lang={state.lang} /> : null}
        {home ? <HomeNews news={home} lang={state.lang} /> : null}
        {home ? (
          <div className="two-columns home-pair">
            <UpcomingEvents data={home} lang={state.lang} />
            <LatestDocuments data={home} lang={state.lang} moreHref={documentsHref(home, state.lang)} />
          </div>
        ) : null}
        {home ? <LatestVideos site={home} lang={state.lang} /> : null}
        <section aria-labelledby="home-services">
          <h2 id="home-services">{t('home.servicesHeading')}</h2>
          <ul className={`card-grid ${servicesGrid.className}`}>
            {services.map((item, index) => (
              <li key={item.id} className={['card', servicesGrid.itemClass(index)].filter(Boolean).join(' ')}>
                <h3 className="card__title">
                  <a href={item.url}>{item.label}</a>
                </h3>
                {item.children.length > 0 ? (
                  <ul className="card__links">
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <a href={child.url}>{child.label}</a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        {home ? <UsefulLinks links={home.promotions.usefulLinks} /> : null}
        <div className="two-columns">
          <section className="panel panel--accent" aria-labelledby="home-hotline">
            <h2 id="home-hotline">{t('home.hotlineHeading')}</h2>
            <p>{t('home.hotlineText', { number: footer.hotline.number })}</p>
            <PhoneLink className="button" number={footer.hotline.number}>
              {footer.hotline.label} <PhoneNumber number={footer.hotline.number} />
            </PhoneLink>
          </section>
          <section className="panel" aria-labelledby="home-contact">
            <h2 id="home-contact">{t('home.contactHeading')}</h2>
            <p>{footer.organization}</p>
            <address>{footer.address}</address>
            <p>
              {t('footer.phone')}: <PhoneLink number={footer.phone} />
              <br />
              {t('footer.email')}: <a href={`mailto:${footer.email}`}>{footer.email}</a>
            </p>
          </section>
        </div>
      </div>
    </>
  );
}

/** The site's first documents section (menus list parents first): where "All documents" leads. */
function documentsHref(home: HomeContentData, lang: Language): string | null {
  const documents = home.calendarSections.find((section) => section.type === 'documents');
  return documents ? sectionPath(lang, documents.urlname) : null;
}
