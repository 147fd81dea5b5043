import { useT } from '../../components/text/use-t.ts';
import type { PageState } from '../../shared/page-state.ts';
import type { PageProps } from '../../components/page-props.ts';
import type { DocumentDetailContent } from './content.ts';
import { CategoryFact, DateFact, Fact, ItemPage, UpdatedNote } from '../../components/content/ItemPage.tsx';
import { langAttribute } from '../../components/content/lang-attribute.ts';
import { DocumentFiles } from '../../components/documents/DocumentFiles.tsx';
import { Island } from '../../components/islands/Island.tsx';
import type { ReportContact } from '../../components/documents/ReportRefusal.tsx';

/**
 * One document: title, dates, category, description, its files to download (type, size, pages), share links,
 * and "report a broken file" per file (a dialog; the buttons appear once the page's script runs).
 */
export function DocumentDetailPage({ state, content }: PageProps<DocumentDetailContent>) {
  const t = useT();
  const { lang } = state;
  const { document } = content;
  const textLang = langAttribute(document.contentLang, lang);
  const facts = (
    <>
      <DateFact label={t('documents.published')} date={document.date} />
      <CategoryFact label={t('documents.category')} category={document.category} />
      <Fact label={t('documents.files')}>{t('documents.fileCount', { count: document.files.length })}</Fact>
    </>
  );
  return (
    <ItemPage state={state} page={content} item={document} kind="document" facts={facts}>
      {document.description ? (
        <section className="document__description" aria-labelledby="document-description-heading">
          <h2 id="document-description-heading" className="visually-hidden">
            {t('documents.description')}
          </h2>
          <p className="lead" {...textLang}>
            {document.description}
          </p>
        </section>
      ) : null}
      <section className="document__files" aria-labelledby="document-files-heading">
        <h2 id="document-files-heading">{t('documents.files')}</h2>
        <Island
          name="documentFiles"
          component={DocumentFiles}
          props={{ documentId: document.id, files: document.files, lang, contact: siteContact(state) }}
        />
      </section>
      <UpdatedNote label={t('documents.updated')} updatedAt={document.updatedAt} since={document.date} />
    </ItemPage>
  );
}

/** The site's phone and e-mail from its footer, for the report dialog's refusals. */
function siteContact(state: PageState): ReportContact | null {
  const footer = state.site?.layout.footer;
  return footer ? { phone: footer.phone, email: footer.email } : null;
}
