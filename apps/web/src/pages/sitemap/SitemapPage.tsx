import { usePageLang, useT } from '../../components/text/use-t.ts';
import { foreignLangAttribute } from '../../components/content/lang-attribute.ts';
import { LabelLink } from '../../components/content/LabelLink.tsx';
import { Breadcrumbs } from '../../components/layout/Breadcrumbs.tsx';
import type { MenuItemData, PageState } from '../../shared/page-state.ts';
import { mainPath } from '../../shared/routes.ts';

type MenuEntry = Pick<MenuItemData, 'id' | 'label' | 'url'> & { children?: readonly MenuEntry[] | null };

/** Every page of the site as nested lists: the menu in its order, then the pages of the footer. */
export function SitemapPage({ state }: { state: PageState }) {
  const t = useT();
  const { lang } = state;
  const layout = state.site!.layout;
  return (
    <div className="container page-body">
      <Breadcrumbs homeHref={mainPath(lang)} crumbs={[{ label: t('sitemap.title') }]} />
      <h1>{t('sitemap.title')}</h1>
      <ul className="sitemap">
        <li>
          <a href={mainPath(lang)}>{t('common.home')}</a>
        </li>
        {layout.menu.map((entry) => (
          <SitemapEntry key={entry.id} entry={entry} />
        ))}
      </ul>
      {layout.footer.links.length > 0 ? (
        <>
          <h2>{t('sitemap.policies')}</h2>
          <ul className="sitemap">
            {layout.footer.links.map((link) => (
              <li key={link.url}>
                <LabelLink href={link.url} label={link.label} lang={lang} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function SitemapEntry({ entry }: { entry: MenuEntry }) {
  const t = useT();
  const lang = usePageLang();
  const external = /^https?:\/\//i.test(entry.url);
  return (
    <li>
      <a href={entry.url} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
        <span {...foreignLangAttribute(entry.label, lang)}>{entry.label}</span>
        {external ? <span className="visually-hidden"> {t('common.externalLink')}</span> : null}
      </a>
      {entry.children && entry.children.length > 0 ? (
        <ul>
          {entry.children.map((child) => (
            <SitemapEntry key={child.id} entry={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
