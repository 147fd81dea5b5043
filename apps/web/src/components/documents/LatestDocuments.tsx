import type { Language } from '@probation/i18n';
import { useT } from '../text/use-t.ts';
import type { LatestDocumentsFieldsFragment } from '../../shared/generated/graphql.ts';
import { DocumentCardList } from '../cards/DocumentCard.tsx';

/**
 * The latest documents of a site, for the home page (compact cards: each file a short mark, so the list stands as
 * tall as the coming events beside it): give it the `LatestDocumentsFields` fragment's data
 * (src/client/documents/latest-documents.graphql) and the link to a documents section. Nothing when there are none.
 */
export function LatestDocuments({
  data,
  lang,
  moreHref,
}: {
  data: LatestDocumentsFieldsFragment;
  lang: Language;
  /** Where "All documents" leads (the site's documents section); no link when null. */
  moreHref: string | null;
}) {
  const t = useT();
  const items = data.latestDocuments.items;
  if (items.length === 0) return null;
  return (
    <section className="latest-documents" aria-labelledby="latest-documents-heading">
      <h2 id="latest-documents-heading">{t('documents.latest')}</h2>
      <DocumentCardList items={items} lang={lang} headingLevel={3} compact />
      {moreHref ? (
        <p className="section-more">
          <a href={moreHref}>{t('documents.allDocuments')}</a>
        </p>
      ) : null}
    </section>
  );
}
