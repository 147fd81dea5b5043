import type { i18n as I18n, TFunction } from 'i18next';
import type { Catalogue, Language } from '@probation/i18n';

/**
 * The texts of one language, translated without running i18next: the catalogue (in i18next's format) is read once
 * into a flat table, and a text is one lookup, plus the `{{name}}` values when it has any. It has the catalogue's
 * own features only: nested keys, `{{name}}` values, plurals by Intl.PluralRules with i18next's `_one`/`_other`
 * suffixes, the key itself for a missing text. A test holds it to i18next's answer for every key of both
 * catalogues, so i18next stays the reference (decision 0263).
 *
 * Why: the browser's islands load no i18next (13 KB gzipped), and a fresh server render spent 8 % of its CPU in
 * i18next's `t` (resolving and post-processing every key anew).
 */
export function catalogueI18n(lang: Language, catalogue: Partial<Catalogue>): I18n {
  const t = catalogueTranslator(lang, catalogue);
  // useT and usePageLang read only these two members.
  return { language: lang, getFixedT: () => t, t } as unknown as I18n;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

export function catalogueTranslator(lang: Language, catalogue: Partial<Catalogue>): TFunction {
  const plurals = new Intl.PluralRules(lang);
  const texts = flatTexts(catalogue);
  const withValues = new Set([...texts].filter(([, text]) => text.includes('{{')).map(([key]) => key));
  const t = (key: string, options?: Record<string, unknown>): string => {
    const count = options?.count;
    const pluralKey = typeof count === 'number' ? `${key}_${plurals.select(count)}` : undefined;
    const chosen = pluralKey !== undefined && texts.has(pluralKey) ? pluralKey : key;
    const template = texts.get(chosen);
    if (template === undefined) return key;
    if (!withValues.has(chosen)) return template;
    return template.replace(PLACEHOLDER, (placeholder, name: string) =>
      options && options[name] !== undefined ? String(options[name]) : placeholder,
    );
  };
  return t as unknown as TFunction;
}

/** `{ a: { b: 'x' } }` → `a.b` → 'x'. */
function flatTexts(node: object, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [name, value] of Object.entries(node)) {
    if (typeof value === 'string') into.set(`${prefix}${name}`, value);
    else if (typeof value === 'object' && value !== null) flatTexts(value, `${prefix}${name}.`, into);
  }
  return into;
}
