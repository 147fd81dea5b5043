import type { Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import type { HomePromotionsData } from '../../shared/page-state.ts';
import { complaintFormPath, trackFormPath } from '../../shared/routes.ts';
import { homeGrid } from './home-grid.ts';

/**
 * The site's banners as a grid of cards, not a carousel: every banner is visible, nothing moves, and each is one
 * link whose name is its title (the image beside it is decoration).
 */
export function HomeBanners({ banners, lang }: { banners: HomePromotionsData['banners']; lang: Language }) {
  const t = useT();
  if (banners.length === 0) return null;
  const grid = homeGrid(banners.length);
  return (
    <section aria-labelledby="home-banners">
      <h2 id="home-banners" className="visually-hidden">
        {t('home.bannersHeading')}
      </h2>
      <ul className={`banner-grid ${grid.className}`}>
        {banners.map((banner, index) => (
          <li key={banner.id} className={['banner', grid.itemClass(index)].filter(Boolean).join(' ')}>
            {/* The first banner is the home page's largest paint: it loads first, the others as they come. */}
            <img
              className="banner__image"
              src={banner.image.url}
              alt=""
              width={banner.image.width ?? 1200}
              height={banner.image.height ?? 500}
              {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              decoding="async"
            />
            <div className="banner__text">
              <h3 className="banner__title">
                <a href={banner.url}>{banner.title}</a>
              </h3>
              {banner.description ? <p>{banner.description}</p> : null}
              {/* A complaint is followed where it is made: tracking beside the complaint form's banner. */}
              {banner.url === complaintFormPath(lang) ? (
                <p className="banner__more">
                  <a href={trackFormPath(lang)}>{t('footer.trackComplaint')}</a>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
