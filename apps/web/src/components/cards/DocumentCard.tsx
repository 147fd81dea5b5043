import { isContentUrl } from '@probation/contract/rules';
import { formatDate, type Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import type { DocumentCardData } from '../../shared/page-state.ts';
import { CardCategory, CardTitle, InThaiFlag } from './card-parts.tsx';
import { CardList } from './CardList.tsx';
import { FileNameWithHiddenLabel } from '../content/FileName.tsx';
import { DocumentFileList, fileBadge } from '../documents/DocumentFileList.tsx';
import { fileFacts } from '../documents/file-facts.ts';

/**
 * One document in a list: title linking to its page, date, category, and its files to download at once: listed
 * with their facts, or (`compact`, the home page) as a short mark each (PDF, CSV) in the line under the title,
 * whose link a screen reader hears as "Download {name} ({type, size, pages})".
 */
export function DocumentCard({
  document,
  lang,
  headingLevel,
  compact = false,
}: {
  document: DocumentCardData;
  lang: Language;
  headingLevel: 2 | 3;
  compact?: boolean;
}) {
  const t = useT();
  return (
    <article className="document-card">
      <CardTitle item={document} lang={lang} level={headingLevel} className="document-card__title" />
      <p className="news-card__meta">
        <time dateTime={document.date}>{formatDate(document.date, lang)}</time>
        <CardCategory category={document.category} lang={lang} />
        <InThaiFlag contentLang={document.contentLang} lang={lang} />
        {compact
          ? document.files
              .filter((file) => isContentUrl(file.url)) // decision 0607
              .map((file) => (
                <a key={file.url} className="document-card__file" href={file.url} download={file.name}>
                  <span aria-hidden="true">{fileBadge(file)}</span>
                  <span className="visually-hidden">
                    <FileNameWithHiddenLabel
                      label={t('documents.download', { name: file.name })}
                      name={file.name}
                    />
                    {` (${fileFacts(file, lang, t)})`}
                  </span>
                </a>
              ))
          : null}
      </p>
      {compact ? null : <DocumentFileList files={document.files} lang={lang} />}
    </article>
  );
}

/** Documents as a list, newest first as given. */
export function DocumentCardList({
  items,
  lang,
  headingLevel,
  compact = false,
}: {
  items: readonly DocumentCardData[];
  lang: Language;
  headingLevel: 2 | 3;
  compact?: boolean;
}) {
  return (
    <CardList
      items={items}
      className="document-list"
      card={(document) => (
        <DocumentCard document={document} lang={lang} headingLevel={headingLevel} compact={compact} />
      )}
    />
  );
}
