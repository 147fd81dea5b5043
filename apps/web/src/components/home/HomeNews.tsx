import type { Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import type { HomeNewsData } from '../../shared/page-state.ts';
import { moreNewsPath } from '../../shared/routes.ts';
import { NewsCardList } from '../cards/NewsCard.tsx';
import { homeGrid } from './home-grid.ts';

/**
 * The home page's news: the highlighted items, the latest others, and the way to all news. Their photos load
 * lazily: below the banners (the page's largest paint) on a phone, they would only compete with it.
 */
export function HomeNews({ news, lang }: { news: HomeNewsData; lang: Language }) {
  const t = useT();
  const highlights = news.highlights.items;
  const latest = news.latest.items;
  if (highlights.length === 0 && latest.length === 0) return null;
  const cards = (items: typeof latest) => (
    <NewsCardList items={items} lang={lang} headingLevel={3} eagerCount={0} grid={homeGrid(items.length)} />
  );
  return (
    <>
      {highlights.length > 0 ? (
        <section aria-labelledby="home-highlights">
          <h2 id="home-highlights">{t('news.highlights')}</h2>
          {cards(highlights)}
        </section>
      ) : null}
      <section aria-labelledby="home-latest">
        <h2 id="home-latest">{t('news.latest')}</h2>
        {latest.length > 0 ? cards(latest) : null}
        <p className="section-more">
          <a className="button" href={moreNewsPath(lang)}>
            {t('news.moreNewsLink')}
          </a>
        </p>
      </section>
    </>
  );
}
