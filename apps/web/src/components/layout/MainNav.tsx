import { usePageLang, useT } from '../text/use-t.ts';
import { foreignLangAttribute } from '../content/lang-attribute.ts';
import { LabelLink } from '../content/LabelLink.tsx';
import { ForeignValue } from '../content/ForeignValue.tsx';
import type { MenuItemData } from '../../shared/page-state.ts';

/** The menu's element ids: there is one menu per page. */
export const MAIN_NAV_ID = 'main-nav';
const LIST_ID = 'main-nav-list';

/** The site menu's landmark. */
export function MainNav({ menu }: { menu: MenuItemData[] }) {
  const t = useT();
  return (
    <nav id={MAIN_NAV_ID} className="main-nav" aria-label={t('common.mainNavigation')} data-main-nav="">
      <MainNavContent menu={menu} />
    </nav>
  );
}

/**
 * The site menu, server-rendered as it stays (no layout shift when the page's script runs, decision 0273).
 * On phones the list is collapsed by CSS: without JavaScript the "Menu" link targets the menu (`:target` opens
 * it, submenus shown in full); with it, behaviours/main-nav.ts turns the link into a disclosure button and the
 * submenu buttons into toggles (Escape closes and returns focus). On wide screens submenus drop down on hover or
 * focus without JavaScript, by their buttons with it.
 */
function MainNavContent({ menu }: { menu: MenuItemData[] }) {
  const t = useT();
  const lang = usePageLang();
  return (
    <div className="container">
      <a
        className="main-nav__toggle"
        href={`#${MAIN_NAV_ID}`}
        data-menu-toggle=""
        data-open-label={t('common.openMenu')}
        data-close-label={t('common.closeMenu')}
        aria-controls={LIST_ID}
      >
        <span className="main-nav__toggle-icon" aria-hidden="true" />
        {t('common.openMenu')}
      </a>
      <ul id={LIST_ID} className="main-nav__list">
        {menu.map((item) => (
          <li key={item.id} className="main-nav__item">
            <a className="main-nav__link" href={item.url} {...foreignLangAttribute(item.label, lang)}>
              {item.label}
            </a>
            {item.children.length > 0 ? (
              <>
                <button
                  type="button"
                  className="main-nav__expand"
                  aria-expanded="false"
                  aria-controls={`${LIST_ID}-${item.id}`}
                >
                  <span className="visually-hidden">
                    <ForeignValue
                      text={t('common.showSubmenu', { label: item.label })}
                      value={item.label}
                      lang={lang}
                    />
                  </span>
                  <span aria-hidden="true" className="main-nav__chevron" />
                </button>
                <ul id={`${LIST_ID}-${item.id}`} className="main-nav__submenu">
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <LabelLink href={child.url} label={child.label} lang={lang} />
                      {child.children.length > 0 ? (
                        <ul className="main-nav__subsubmenu">
                          {child.children.map((grandchild) => (
                            <li key={grandchild.id}>
                              <LabelLink href={grandchild.url} label={grandchild.label} lang={lang} />
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
