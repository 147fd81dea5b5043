import { formatNumber } from '@probation/i18n';
import { useT } from '../../components/text/use-t.ts';
import type { PageProps } from '../../components/page-props.ts';
import type { DocumentListContent } from './page.ts';
import { DOCUMENT_FILE_TYPES } from '@probation/contract/rules';
import { filterYears } from '../../shared/list-filters.ts';
import { sectionPath } from '../../shared/routes.ts';
import { SectionBreadcrumbs } from '../../components/layout/SectionBreadcrumbs.tsx';
import { DocumentCardList } from '../../components/cards/DocumentCard.tsx';
import { ListFilterForm, yearLabel } from '../../components/lists/ListFilterForm.tsx';
import { ListResults } from '../../components/lists/ListResults.tsx';
import { foreignLangAttribute } from '../../components/content/lang-attribute.ts';
import { LabelLink } from '../../components/content/LabelLink.tsx';
import { ForeignValue } from '../../components/content/ForeignValue.tsx';

/**
 * A documents section: its documents (and its child sections'), newest first, with filters by category, year
 * and file type kept in the URL, pages, and links to the sections below it.
 */
export function DocumentListPage({ state, content }: PageProps<DocumentListContent>) {
  const t = useT();
  const { lang } = state;

  const { section, parent, children, filters, list } = content;
  const { documents, documentCategories } = list;
  const path = sectionPath(lang, section.urlname);
  const category = documentCategories.find((candidate) => candidate.id === filters.category);
  const fileTypes = DOCUMENT_FILE_TYPES.map((type) => ({ value: type, label: t(`documents.types.${type}`) }));
  const shown = [
    category ? t('documents.filterCategory', { label: category.label }) : null,
    filters.year ? t('documents.filterYear', { year: yearLabel(filters.year, lang) }) : null,
    filters.fileType ? t('documents.filterType', { type: t(`documents.types.${filters.fileType}`) }) : null,
  ].filter(Boolean);
  const years = filterYears(documents.years, filters.year);
  return (
    <div className="container page-body">
      <SectionBreadcrumbs state={state} section={section} parent={parent} />
      <h1 {...foreignLangAttribute(section.title, lang)}>{section.title}</h1>
      {children.length > 0 ? (
        <nav className="subnav document-sections" aria-labelledby="document-sections-heading">
          <h2 id="document-sections-heading" className="visually-hidden">
            <ForeignValue
              text={t('documents.inSection', { title: section.title })}
              value={section.title}
              lang={lang}
            />
          </h2>
          <ul>
            {children.map((child) => (
              <li key={child.urlname}>
                <LabelLink href={sectionPath(lang, child.urlname)} label={child.title} lang={lang} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ListFilterForm
        kind="documents"
        action={path}
        filters={filters}
        categories={documentCategories}
        years={years}
        lang={lang}
        fileTypes={fileTypes}
      />
      <ListResults
        summary={[
          t('documents.total', { count: documents.total, formatted: formatNumber(documents.total, lang) }),
          t('documents.sortedBy'),
          shown.length > 0 ? t('documents.filteredBy', { filters: shown.join(', ') }) : null,
        ]}
        list={documents}
        path={path}
        filters={filters}
        empty={shown.length > 0 ? t('documents.empty') : t('documents.emptySection')}
        pagination={t('documents.pagination')}
      >
        <DocumentCardList items={documents.items} lang={lang} headingLevel={2} />
      </ListResults>
    </div>
  );
}
