import type { Language } from '@probation/i18n';

/**
 * The visitor's display settings (docs/decisions/0280): text size (A-, A, A+) and high contrast, kept in
 * one functional cookie that the server reads to put classes on <html> (so the first paint is already right) and
 * the browser's behaviour writes when a control is pressed. Only the values below exist: anything else in the
 * cookie or the query is ignored, so a page varies by at most `textSizes × contrasts` settings.
 */
export const DISPLAY_COOKIE_NAME = 'display';
export const DISPLAY_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const textSizes = ['small', 'normal', 'large'] as const;
export const contrasts = ['normal', 'high'] as const;
export type TextSize = (typeof textSizes)[number];
export type Contrast = (typeof contrasts)[number];

export interface DisplaySettings {
  text: TextSize;
  contrast: Contrast;
}

export const defaultDisplay: DisplaySettings = { text: 'normal', contrast: 'normal' };

export function isTextSize(value: unknown): value is TextSize {
  return typeof value === 'string' && (textSizes as readonly string[]).includes(value);
}

export function isContrast(value: unknown): value is Contrast {
  return typeof value === 'string' && (contrasts as readonly string[]).includes(value);
}

export function isDefaultDisplay(settings: DisplaySettings): boolean {
  return settings.text === defaultDisplay.text && settings.contrast === defaultDisplay.contrast;
}

/** The cookie's value: `{text}.{contrast}` (`large.high`). The default settings need no cookie. */
export function displayCookieValue(settings: DisplaySettings): string {
  return `${settings.text}.${settings.contrast}`;
}

/** The settings a cookie value names; the default for a missing value or anything outside the closed set. */
export function parseDisplayCookie(value: string | undefined): DisplaySettings {
  if (typeof value !== 'string' || value.length > 16) return defaultDisplay;
  const [text, contrast, ...rest] = value.split('.');
  if (rest.length > 0 || !isTextSize(text) || !isContrast(contrast)) return defaultDisplay;
  return { text, contrast };
}

/** The classes of <html> for the settings ('' for the default, which the stylesheet's own rules draw). */
export function displayClasses(settings: DisplaySettings): string {
  const classes: string[] = [];
  if (settings.text !== 'normal') classes.push(`text-${settings.text}`);
  if (settings.contrast !== 'normal') classes.push(`contrast-${settings.contrast}`);
  return classes.join(' ');
}

/**
 * The no-JavaScript way to change them: GET /{lang}/display?text=…&contrast=…&back=…
 * (server/render/display-route.ts).
 */
export function displayPath(lang: Language): string {
  return `/${lang}/display`;
}
