import { formatDate, formatNumber } from '@probation/i18n';
import type { Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import type { AlbumCardData } from '../../shared/page-state.ts';
import { langAttribute } from '../content/lang-attribute.ts';
import { CardTitle } from './card-parts.tsx';
import { ResponsiveImage, type ImageLoad } from '../media/ResponsiveImage.tsx';

/** How wide a card's cover is shown (the album grid of gallery.css). */
const COVER_SIZES = '(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw';

/** One album in a list: its cover, title linking to it, date and number of photos. */
export function AlbumCard({ album, lang, load }: { album: AlbumCardData; lang: Language; load: ImageLoad }) {
  const t = useT();
  const textLang = langAttribute(album.contentLang, lang);
  return (
    <article className="album-card">
      {album.cover ? (
        <ResponsiveImage
          className="album-card__cover"
          image={album.cover}
          alt=""
          sizes={COVER_SIZES}
          fallbackSize={{ width: 1600, height: 1067 }}
          load={load}
        />
      ) : null}
      <div className="album-card__body">
        <CardTitle item={album} lang={lang} level={2} className="album-card__title" />
        <p className="album-card__meta">
          <time dateTime={album.date}>{formatDate(`${album.date}T12:00:00+07:00`, lang)}</time>
          <span className="album-card__count">
            {t('albums.photoCount', {
              count: album.photoCount,
              formatted: formatNumber(album.photoCount, lang),
            })}
          </span>
          {textLang.lang ? <span className="album-card__flag">{t('albums.inThai')}</span> : null}
        </p>
      </div>
    </article>
  );
}
