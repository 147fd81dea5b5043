import { useT } from '../../components/text/use-t.ts';
import type { PageProps } from '../../components/page-props.ts';
import type { StaticPageContent } from './page.ts';
import { sectionPath } from '../../shared/routes.ts';
import { SectionBreadcrumbs } from '../../components/layout/SectionBreadcrumbs.tsx';
import { FallbackNotice } from '../../components/content/FallbackNotice.tsx';
import {
  foreignLangAttribute,
  langAttribute,
  titleLangAttribute,
} from '../../components/content/lang-attribute.ts';
import { ForeignValue } from '../../components/content/ForeignValue.tsx';
import { UpdatedNote } from '../../components/content/ItemPage.tsx';
import { scrollableTables } from '../../components/content/scrollable-tables.ts';

/**
 * The page of a section of type page: breadcrumbs (with its parent section), title, summary as the lead, the
 * body (sanitised by the gateway), the last update, and the pages of its group as a sub-navigation.
 */
export function StaticPage({ state, content }: PageProps<StaticPageContent>) {
  const t = useT();
  const { lang } = state;
  const { page, parent, subnav } = content;
  const textLang = langAttribute(page.contentLang, lang);
  const subnavTitle = subnav[0]?.title ?? '';
  return (
    <div className="container page-body">
      <SectionBreadcrumbs
        state={state}
        section={{ urlname: page.urlname, title: page.title }}
        parent={parent}
      />
      <div className={subnav.length > 0 ? 'static-page static-page--with-nav' : 'static-page'}>
        <article className="article">
          <header className="article__header">
            <FallbackNotice shown={Boolean(textLang.lang)} what="page" />
            <h1 {...titleLangAttribute(page.title, page.contentLang, lang)}>{page.title}</h1>
            {page.summary ? (
              <p className="lead" {...textLang}>
                {page.summary}
              </p>
            ) : null}
          </header>
          <div
            className="article__body"
            {...textLang}
            dangerouslySetInnerHTML={{ __html: scrollableTables(page.bodyHtml, t('page.table')) }}
          />
          <UpdatedNote label={t('page.updated')} updatedAt={page.updatedAt} />
        </article>
        {subnav.length > 0 ? (
          <nav className="subnav" aria-labelledby="subnav-heading">
            <h2 id="subnav-heading" className="visually-hidden">
              <ForeignValue text={t('page.subnav', { title: subnavTitle })} value={subnavTitle} lang={lang} />
            </h2>
            <ul>
              {subnav.map((link) => (
                <li key={link.urlname}>
                  <a
                    href={sectionPath(lang, link.urlname)}
                    aria-current={link.urlname === page.urlname ? 'page' : undefined}
                    {...foreignLangAttribute(link.title, lang)}
                  >
                    {link.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
