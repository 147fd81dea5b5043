import { useT } from '../runtime/use-t.ts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MenuItemData } from '../../shared/page-state.ts';

/**
 * The site menu. Server-rendered it is a plain, fully expanded list of links (usable with no script);
 * once hydrated it becomes a disclosure menu: a toggle on phones, a button beside each parent entry that
 * opens its submenu, Escape closing the open one and returning focus to its button.
 */
export function MainNav({ menu }: { menu: MenuItemData[] }) {
  const t = useT();
  const [enhanced, setEnhanced] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [openItem, setOpenItem] = useState<string | null>(null);
  const listId = useId();
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    if (!openItem) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenItem(null);
    };
    document.addEventListener('click', closeOnOutsideClick);
    return () => document.removeEventListener('click', closeOnOutsideClick);
  }, [openItem]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (openItem) {
      document.getElementById(`${listId}-${openItem}-button`)?.focus();
      setOpenItem(null);
    } else if (menuOpen) {
      setMenuOpen(false);
      document.getElementById(`${listId}-toggle`)?.focus();
    }
  };

  return (
    <nav
      ref={navRef}
      className="main-nav"
      aria-label={t('common.mainNavigation')}
      data-enhanced={enhanced ? 'true' : 'false'}
      onKeyDown={onKeyDown}
    >
      <div className="container">
        {enhanced ? (
          <button
            type="button"
            id={`${listId}-toggle`}
            className="main-nav__toggle"
            aria-expanded={menuOpen}
            aria-controls={`${listId}-list`}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="main-nav__toggle-icon" aria-hidden="true" />
            {menuOpen ? t('common.closeMenu') : t('common.openMenu')}
          </button>
        ) : null}
        <ul
          id={`${listId}-list`}
          className="main-nav__list"
          data-open={!enhanced || menuOpen ? 'true' : 'false'}
        >
          {menu.map((item) => (
            <li key={item.id} className="main-nav__item">
              <a className="main-nav__link" href={item.url}>
                {item.label}
              </a>
              {item.children.length > 0 ? (
                <>
                  {enhanced ? (
                    <button
                      type="button"
                      id={`${listId}-${item.id}-button`}
                      className="main-nav__expand"
                      aria-expanded={openItem === item.id}
                      aria-controls={`${listId}-${item.id}`}
                      aria-label={t('common.showSubmenu', { label: item.label })}
                      onClick={() => setOpenItem((current) => (current === item.id ? null : item.id))}
                    >
                      <span aria-hidden="true" className="main-nav__chevron" />
                    </button>
                  ) : null}
                  <ul
                    id={`${listId}-${item.id}`}
                    className="main-nav__submenu"
                    data-open={!enhanced || openItem === item.id ? 'true' : 'false'}
                  >
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <a href={child.url}>{child.label}</a>
                        {child.children.length > 0 ? (
                          <ul className="main-nav__subsubmenu">
                            {child.children.map((grandchild) => (
                              <li key={grandchild.id}>
                                <a href={grandchild.url}>{grandchild.label}</a>
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
    </nav>
  );
}
