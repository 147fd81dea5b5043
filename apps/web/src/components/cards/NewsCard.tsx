import { isContentUrl } from '@probation/contract/rules';
import { formatDate } from '@probation/i18n';
import type { Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import type { NewsCardData } from '../../shared/page-state.ts';
import { foreignLang, langAttribute } from '../content/lang-attribute.ts';
import { CardCategory, CardTitle, InThaiFlag } from './card-parts.tsx';
import { CardList } from './CardList.tsx';
import type { HomeGrid } from '../home/home-grid.ts';
import { loadInList, ResponsiveImage, type ImageLoad } from '../media/ResponsiveImage.tsx';

/** How wide a card's cover is shown (the news grid: one column on a phone, three of about 23rem on a wide screen). */
const COVER_SIZES = '(min-width: 72rem) 23rem, (min-width: 40rem) 45vw, 100vw';

/**
 * One news item in a list: its photo (alt text in the item's language) or, without one, a placeholder of the
 * same size (decorative: the category it names is in the card's text too), title linking to its page, date,
 * category and summary.
 */
export function NewsCard({
  news,
  lang,
  headingLevel,
  load,
  sizes = COVER_SIZES,
}: {
  news: NewsCardData;
  lang: Language;
  headingLevel: 2 | 3;
  load: ImageLoad;
  /** How wide the cover is shown, when not in the lists' grid. */
  sizes?: string;
}) {
  const t = useT();
  const textLang = langAttribute(news.contentLang, lang);
  return (
    <article className="news-card">
      {news.cover && isContentUrl(news.cover.url) ? (
        <ResponsiveImage
          className="news-card__cover"
          image={news.cover}
          sizes={sizes}
          fallbackSize={{ width: 1200, height: 675 }}
          load={load}
          // The alt text is in the item's language, or in Thai only when an editor left it so: its script tells.
          lang={foreignLang(news.cover.alt, lang) ?? textLang.lang}
        />
      ) : (
        <div className="news-card__placeholder" aria-hidden="true">
          {news.category ? <span>{news.category.label}</span> : null}
        </div>
      )}
      <div className="news-card__body">
        <CardTitle item={news} lang={lang} level={headingLevel} className="news-card__title" />
        <p className="news-card__meta">
          <time dateTime={news.publishedAt}>{formatDate(news.publishedAt, lang)}</time>
          <CardCategory category={news.category} lang={lang} />
          {news.pinned ? <span className="news-card__flag">{t('news.pinned')}</span> : null}
          <InThaiFlag contentLang={news.contentLang} lang={lang} />
        </p>
        <p className="news-card__summary" {...textLang}>
          {news.summary}
        </p>
      </div>
    </article>
  );
}

/** News cards as a list. */
export function NewsCardList({
  items,
  lang,
  headingLevel,
  eagerCount = 3,
  firstFirst = true,
  grid,
}: {
  items: readonly NewsCardData[];
  lang: Language;
  headingLevel: 2 | 3;
  eagerCount?: number;
  /** Whether the first card's image is the page's largest paint (false below the home page's banners). */
  firstFirst?: boolean;
  /** The home page's rows (columns chosen from the number of cards); else the lists' own grid. */
  grid?: HomeGrid;
}) {
  return (
    <CardList
      items={items}
      className="news-grid"
      grid={grid}
      card={(news, index) => (
        <NewsCard
          news={news}
          lang={lang}
          headingLevel={headingLevel}
          load={loadInList(index, eagerCount, firstFirst)}
          {...(grid ? { sizes: grid.sizes } : {})}
        />
      )}
    />
  );
}
