import { formatDate } from '@probation/i18n';
import { useT } from '../../client/runtime/use-t.ts';
import type { PageState } from '../../shared/page-state.ts';
import type { DocumentDetailContent } from './page.ts';
import { SectionBreadcrumbs } from '../../components/layout/SectionBreadcrumbs.tsx';
import { FallbackNotice } from '../../components/content/FallbackNotice.tsx';
import {
  foreignLangAttribute,
  langAttribute,
  titleLangAttribute,
} from '../../components/content/lang-attribute.ts';
import { ShareLinks } from '../../components/content/ShareLinks.tsx';
import { DocumentFiles } from '../../components/documents/DocumentFiles.tsx';
import { Island } from '../../client/islands/Island.tsx';
import type { ReportContact } from '../../components/documents/ReportRefusal.tsx';

/**
 * One document: title, dates, category, description, its files to download (type, size, pages), share links,
 * and "report a broken file" per file (a dialog; the buttons appear once the page's script runs).
 */
export function DocumentDetailPage({ state, content }: { state: PageState; content: DocumentDetailContent }) {
  const t = useT();
  const { lang } = state;
  const { section, parent, document, url } = content;
  const textLang = langAttribute(document.contentLang, lang);
  const updated = document.updatedAt.slice(0, 10) !== document.date.slice(0, 10);
  return (
    <div className="container page-body">
      <SectionBreadcrumbs state={state} section={section} parent={parent} item={document} />
      <article className="article document">
        <header className="article__header">
          <FallbackNotice shown={Boolean(textLang.lang)} what="documents" />
          <h1 {...titleLangAttribute(document.title, document.contentLang, lang)}>{document.title}</h1>
          <dl className="article__meta">
            <div>
              <dt>{t('documents.published')}</dt>
              <dd>
                <time dateTime={document.date}>{formatDate(document.date, lang)}</time>
              </dd>
            </div>
            {document.category ? (
              <div>
                <dt>{t('documents.category')}</dt>
                <dd {...foreignLangAttribute(document.category.label, lang)}>{document.category.label}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('documents.files')}</dt>
              <dd>{t('documents.fileCount', { count: document.files.length })}</dd>
            </div>
          </dl>
        </header>
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
        {updated ? (
          <p className="article__updated">
            {t('documents.updated')}{' '}
            <time dateTime={document.updatedAt}>{formatDate(document.updatedAt, lang)}</time>
          </p>
        ) : null}
        <ShareLinks url={url} title={document.title} heading={t('documents.share')} />
      </article>
    </div>
  );
}

/** The site's phone and e-mail from its footer, for the report dialog's refusals. */
function siteContact(state: PageState): ReportContact | null {
  const footer = state.site?.layout.footer;
  return footer ? { phone: footer.phone, email: footer.email } : null;
}
