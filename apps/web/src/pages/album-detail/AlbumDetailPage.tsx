import { formatDate, formatNumber } from '@probation/i18n';
import { useT } from '../../components/text/use-t.ts';
import type { PageProps } from '../../components/page-props.ts';
import type { AlbumDetailContent } from './page.ts';
import { Fact, ItemPage } from '../../components/content/ItemPage.tsx';
import { langAttribute } from '../../components/content/lang-attribute.ts';
import { PhotoGallery } from '../../components/gallery/PhotoGallery.tsx';
import { Island } from '../../components/islands/Island.tsx';

/** Thumbnails in the first rows of the gallery, loaded at once. */
const EAGER_THUMBNAILS = 4;

/** One album: title, date, description, and its photos as an accessible gallery; share links. */
export function AlbumDetailPage({ state, content }: PageProps<AlbumDetailContent>) {
  const t = useT();
  const { lang } = state;
  const { item: album } = content;
  const textLang = langAttribute(album.contentLang, lang);
  const facts = (
    <>
      <Fact label={t('albums.date')}>
        <time dateTime={album.date}>{formatDate(`${album.date}T12:00:00+07:00`, lang)}</time>
      </Fact>
      <Fact label={t('albums.photos')}>
        {t('albums.photoCount', { count: album.photoCount, formatted: formatNumber(album.photoCount, lang) })}
      </Fact>
    </>
  );
  const description = album.description ? (
    <p className="album__description" {...textLang}>
      {album.description}
    </p>
  ) : null;
  return (
    <ItemPage state={state} page={content} item={album} kind="album" facts={facts} header={description}>
      <section className="album__photos" aria-labelledby="album-photos-heading">
        <h2 id="album-photos-heading">{t('albums.photos')}</h2>
        <p className="album__hint">{t('albums.photosHint')}</p>
        <Island
          name="gallery"
          component={PhotoGallery}
          props={{ photos: album.photos, textLang: textLang.lang, eagerCount: EAGER_THUMBNAILS }}
        />
      </section>
    </ItemPage>
  );
}
