import type { i18n as I18n, TFunction } from 'i18next';
import type { Catalogue, Language } from '@probation/i18n';

/**
 * The texts of one language for the browser's islands, without i18next (13 KB gzipped): the catalogue's own
 * features only (nested keys, `{{name}}` values, plurals by Intl.PluralRules with i18next's `_one`/`_other`
 * suffixes, the key itself for a missing text). A test holds it to i18next's answer for every key, so the text an
 * island hydrates with is the text the server rendered.
 */
export function catalogueI18n(lang: Language, catalogue: Catalogue): I18n {
  const plurals = new Intl.PluralRules(lang);
  const text = (key: string): unknown =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  const t = (key: string, options?: Record<string, unknown>): string => {
    const count = options?.count;
    const plural = typeof count === 'number' ? text(`${key}_${plurals.select(count)}`) : undefined;
    const template = typeof plural === 'string' ? plural : text(key);
    if (typeof template !== 'string') return key;
    return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) =>
      options && options[name] !== undefined ? String(options[name]) : placeholder,
    );
  };
  // useT and react-i18next's context read only these two members.
  return { language: lang, getFixedT: () => t as unknown as TFunction } as unknown as I18n;
}
