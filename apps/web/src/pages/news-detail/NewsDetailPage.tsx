import { useT } from '../../components/text/use-t.ts';
import type { PageProps } from '../../components/page-props.ts';
import type { NewsDetailContent } from './content.ts';
import { AttachmentList } from '../../components/content/AttachmentList.tsx';
import { CategoryFact, DateFact, ItemPage, UpdatedNote } from '../../components/content/ItemPage.tsx';
import { foreignLang, foreignLangAttribute, langAttribute } from '../../components/content/lang-attribute.ts';
import { PhotoGallery } from '../../components/gallery/PhotoGallery.tsx';
import { Island } from '../../components/islands/Island.tsx';
import { ResponsiveImage } from '../../components/media/ResponsiveImage.tsx';

/** How wide the cover is shown (the article column). */
const COVER_SIZES = '(min-width: 50rem) 48rem, 100vw';

/** One news item: title, dates, category, tags, cover, body (sanitised by the gateway), gallery, files, share. */
export function NewsDetailPage({ state, content }: PageProps<NewsDetailContent>) {
  const t = useT();
  const { lang } = state;
  const { item } = content;
  const textLang = langAttribute(item.contentLang, lang);
  const facts = (
    <>
      <DateFact label={t('news.published')} date={item.publishedAt} />
      <CategoryFact label={t('news.category')} category={item.category} />
    </>
  );
  return (
    <ItemPage state={state} page={content} item={item} kind="news" facts={facts}>
      {item.cover ? (
        <ResponsiveImage
          className="article__cover"
          image={item.cover}
          sizes={COVER_SIZES}
          fallbackSize={{ width: 1200, height: 675 }}
          load="priority"
          lang={textLang.lang ?? foreignLang(item.cover.alt, lang)}
        />
      ) : null}
      <div className="article__body" {...textLang} dangerouslySetInnerHTML={{ __html: item.bodyHtml }} />
      {item.gallery.length > 0 ? (
        <section className="gallery" aria-labelledby="gallery-heading">
          <h2 id="gallery-heading">{t('news.gallery')}</h2>
          <Island
            name="gallery"
            component={PhotoGallery}
            props={{ photos: item.gallery, textLang: textLang.lang }}
          />
        </section>
      ) : null}
      <AttachmentList attachments={item.attachments} lang={lang} />
      {item.tags.length > 0 ? (
        <section className="tags" aria-labelledby="tags-heading">
          <h2 id="tags-heading">{t('news.tags')}</h2>
          <ul {...textLang}>
            {item.tags.map((tag) => (
              <li key={tag} {...foreignLangAttribute(tag, textLang.lang ?? lang)}>
                {tag}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <UpdatedNote label={t('news.updated')} updatedAt={item.updatedAt} since={item.publishedAt} />
    </ItemPage>
  );
}
