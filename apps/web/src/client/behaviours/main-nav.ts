/**
 * The menu's script (decision 0273): the server's "Menu" link becomes a disclosure button of the same size, the
 * submenu buttons open their submenu (one at a time), Escape closes what is open and returns focus to its
 * button, a click outside closes a submenu. Nothing moves on the page: only states and attributes change.
 */
export function enhanceMainNav(root: ParentNode): void {
  const nav = root.querySelector<HTMLElement>('[data-main-nav]');
  if (!nav || nav.dataset.enhanced === 'true') return;
  const link = nav.querySelector<HTMLAnchorElement>('[data-menu-toggle]');
  const list = nav.querySelector<HTMLElement>('.main-nav__list');
  if (!link || !list) return;
  nav.dataset.enhanced = 'true';

  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = link.className;
  toggle.id = 'main-nav-toggle';
  toggle.setAttribute('aria-controls', list.id);
  toggle.append(...Array.from(link.childNodes));
  link.replaceWith(toggle);
  const label = toggle.lastChild!;

  const setMenuOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    list.dataset.open = String(open);
    label.textContent = (open ? link.dataset.closeLabel : link.dataset.openLabel) ?? '';
  };
  setMenuOpen(false);
  toggle.addEventListener('click', () => setMenuOpen(toggle.getAttribute('aria-expanded') !== 'true'));

  const buttons = Array.from(nav.querySelectorAll<HTMLButtonElement>('.main-nav__expand'));
  const submenuOf = (button: HTMLButtonElement) =>
    document.getElementById(button.getAttribute('aria-controls') ?? '');
  const setSubmenuOpen = (button: HTMLButtonElement, open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    const submenu = submenuOf(button);
    if (submenu) submenu.dataset.open = String(open);
  };
  const openButton = () => buttons.find((button) => button.getAttribute('aria-expanded') === 'true');
  for (const button of buttons) {
    setSubmenuOpen(button, false);
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      for (const other of buttons) if (other !== button) setSubmenuOpen(other, false);
      setSubmenuOpen(button, open);
    });
  }

  nav.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const button = openButton();
    if (button) {
      setSubmenuOpen(button, false);
      button.focus();
    } else if (toggle.getAttribute('aria-expanded') === 'true') {
      setMenuOpen(false);
      toggle.focus();
    }
  });
  document.addEventListener('click', (event) => {
    const button = openButton();
    if (button && !nav.contains(event.target as Node)) setSubmenuOpen(button, false);
  });
}
