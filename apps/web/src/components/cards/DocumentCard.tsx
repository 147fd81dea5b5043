import { formatDate, type Language } from '@probation/i18n';
import { useT } from '../../client/runtime/use-t.ts';
import type { DocumentCardData } from '../../shared/page-state.ts';
import { itemPath } from '../../shared/routes.ts';
import { foreignLangAttribute, langAttribute, titleLangAttribute } from '../content/lang-attribute.ts';
import { DocumentFileList } from '../documents/DocumentFileList.tsx';

/** One document in a list: title linking to its page, date, category, and its files to download at once. */
export function DocumentCard({
  document,
  lang,
  headingLevel,
}: {
  document: DocumentCardData;
  lang: Language;
  headingLevel: 2 | 3;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const textLang = langAttribute(document.contentLang, lang);
  return (
    <article className="document-card">
      <Heading
        className="document-card__title"
        {...titleLangAttribute(document.title, document.contentLang, lang)}
      >
        <a href={itemPath(lang, document.section, document.id)}>{document.title}</a>
      </Heading>
      <p className="news-card__meta">
        <time dateTime={document.date}>{formatDate(document.date, lang)}</time>
        {document.category ? (
          <span className="news-card__category" {...foreignLangAttribute(document.category.label, lang)}>
            {document.category.label}
          </span>
        ) : null}
        {textLang.lang ? <span className="news-card__flag">{t('news.inThai')}</span> : null}
      </p>
      <DocumentFileList files={document.files} lang={lang} />
    </article>
  );
}

/** Documents as a list, newest first as given. */
export function DocumentCardList({
  items,
  lang,
  headingLevel,
}: {
  items: readonly DocumentCardData[];
  lang: Language;
  headingLevel: 2 | 3;
}) {
  return (
    <ul className="document-list">
      {items.map((document) => (
        <li key={document.id}>
          <DocumentCard document={document} lang={lang} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
