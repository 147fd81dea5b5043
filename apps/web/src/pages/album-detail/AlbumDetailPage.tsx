import { formatDate, formatNumber } from '@probation/i18n';
import { useT } from '../../client/runtime/use-t.ts';
import type { PageState } from '../../shared/page-state.ts';
import type { AlbumDetailContent } from './page.ts';
import { FallbackNotice } from '../../components/content/FallbackNotice.tsx';
import { langAttribute, titleLangAttribute } from '../../components/content/lang-attribute.ts';
import { PhotoGallery } from '../../components/gallery/PhotoGallery.tsx';
import { Island } from '../../client/islands/Island.tsx';
import { SectionBreadcrumbs } from '../../components/layout/SectionBreadcrumbs.tsx';
import { ShareLinks } from '../../components/content/ShareLinks.tsx';

/** Thumbnails in the first rows of the gallery, loaded at once. */
const EAGER_THUMBNAILS = 4;

/** One album: title, date, description, and its photos as an accessible gallery; share links. */
export function AlbumDetailPage({ state, content }: { state: PageState; content: AlbumDetailContent }) {
  const t = useT();
  const { lang } = state;
  const { section, album, url } = content;
  const textLang = langAttribute(album.contentLang, lang);
  return (
    <div className="container page-body">
      <SectionBreadcrumbs state={state} section={section} item={album} />
      <article className="article album">
        <header className="article__header">
          <FallbackNotice shown={Boolean(textLang.lang)} what="albums" />
          <h1 {...titleLangAttribute(album.title, album.contentLang, lang)}>{album.title}</h1>
          <dl className="article__meta">
            <div>
              <dt>{t('albums.date')}</dt>
              <dd>
                <time dateTime={album.date}>{formatDate(`${album.date}T12:00:00+07:00`, lang)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('albums.photos')}</dt>
              <dd>
                {t('albums.photoCount', {
                  count: album.photoCount,
                  formatted: formatNumber(album.photoCount, lang),
                })}
              </dd>
            </div>
          </dl>
          {album.description ? (
            <p className="album__description" {...textLang}>
              {album.description}
            </p>
          ) : null}
        </header>
        <section className="album__photos" aria-labelledby="album-photos-heading">
          <h2 id="album-photos-heading">{t('albums.photos')}</h2>
          <p className="album__hint">{t('albums.photosHint')}</p>
          <Island
            name="gallery"
            component={PhotoGallery}
            props={{ photos: album.photos, textLang: textLang.lang, eagerCount: EAGER_THUMBNAILS }}
          />
        </section>
        <ShareLinks url={url} title={album.title} heading={t('albums.share')} />
      </article>
    </div>
  );
}
