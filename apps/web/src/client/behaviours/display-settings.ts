import {
  DISPLAY_COOKIE_MAX_AGE_SECONDS,
  DISPLAY_COOKIE_NAME,
  contrasts,
  displayClasses,
  displayCookieValue,
  isContrast,
  isDefaultDisplay,
  isTextSize,
  parseDisplayCookie,
  textSizes,
  type DisplaySettings,
} from '../../shared/display-settings.ts';

/**
 * The display controls' script (docs/decisions/0280): a pressed control changes the classes on <html> and the
 * cookie at once, without a reload; the next page comes from the server already drawn that way. Without this
 * script the controls' GET form does the same through /{lang}/display.
 *
 * It also brings a page to the cookie's settings when they differ: a page restored from the back/forward cache
 * after a change on another page, or a shared copy a CDN served without looking at the cookie.
 */
export function enableDisplaySettings(doc: Document): void {
  const form = doc.querySelector<HTMLFormElement>('[data-display-controls]');
  form?.addEventListener('submit', (event) => {
    const button = event.submitter;
    if (!(button instanceof HTMLButtonElement)) return;
    const current = shownDisplay(doc);
    const next: DisplaySettings = {
      text: button.name === 'text' && isTextSize(button.value) ? button.value : current.text,
      contrast: button.name === 'contrast' && isContrast(button.value) ? button.value : current.contrast,
    };
    event.preventDefault();
    writeCookie(doc, next);
    applyDisplay(doc, next);
  });
  const sync = () => {
    const wanted = parseDisplayCookie(readCookie(doc));
    const shown = shownDisplay(doc);
    if (wanted.text !== shown.text || wanted.contrast !== shown.contrast) applyDisplay(doc, wanted);
  };
  sync();
  doc.defaultView?.addEventListener('pageshow', (event) => {
    if (event.persisted) sync();
  });
}

/** The settings the page is drawn with: its <html> classes. */
function shownDisplay(doc: Document): DisplaySettings {
  const classes = doc.documentElement.classList;
  return {
    text: textSizes.find((size) => classes.contains(`text-${size}`)) ?? 'normal',
    contrast: contrasts.find((contrast) => classes.contains(`contrast-${contrast}`)) ?? 'normal',
  };
}

function applyDisplay(doc: Document, settings: DisplaySettings): void {
  const root = doc.documentElement;
  for (const size of textSizes) root.classList.remove(`text-${size}`);
  for (const contrast of contrasts) root.classList.remove(`contrast-${contrast}`);
  for (const name of displayClasses(settings).split(' ')) if (name) root.classList.add(name);
  for (const button of doc.querySelectorAll<HTMLButtonElement>(
    '[data-display-controls] button[name="text"]',
  )) {
    button.setAttribute('aria-pressed', String(button.value === settings.text));
  }
  const contrastButton = doc.querySelector<HTMLButtonElement>(
    '[data-display-controls] button[name="contrast"]',
  );
  if (contrastButton) {
    const high = settings.contrast === 'high';
    contrastButton.setAttribute('aria-pressed', String(high));
    contrastButton.value = high ? 'normal' : 'high';
  }
}

function readCookie(doc: Document): string | undefined {
  for (const pair of doc.cookie.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === DISPLAY_COOKIE_NAME) return value.join('=');
  }
  return undefined;
}

/** The same cookie the server writes: 365 days, path /, SameSite Lax, Secure over https; cleared for the default. */
function writeCookie(doc: Document, settings: DisplaySettings): void {
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  const value = isDefaultDisplay(settings)
    ? '; Max-Age=0'
    : `${displayCookieValue(settings)}; Max-Age=${DISPLAY_COOKIE_MAX_AGE_SECONDS}`;
  doc.cookie = `${DISPLAY_COOKIE_NAME}=${value}; Path=/; SameSite=Lax${secure}`;
}
