import { describe, expect, it } from 'vitest';
import { catalogues, languages } from '@probation/i18n';
import { createInstance } from 'i18next';
import { namespace } from '@probation/i18n';
import { catalogueI18n } from '../../src/shared/texts/catalogue-translator.ts';

/** Every text key of a catalogue (plural forms folded into their key), with the placeholders its forms use. */
function keysOf(node: object, prefix = ''): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const [name, value] of Object.entries(node)) {
    if (typeof value === 'object' && value !== null) {
      for (const [key, names] of keysOf(value, `${prefix}${name}.`)) keys.set(key, names);
      continue;
    }
    const key = `${prefix}${name.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    const names = keys.get(key) ?? new Set<string>();
    for (const match of String(value).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)) names.add(match[1]!);
    keys.set(key, names);
  }
  return keys;
}

/** i18next itself, set up as the catalogues are written for it: the reference the translator is held to. */
function i18next(lang: (typeof languages)[number]) {
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'en',
    ns: [namespace],
    defaultNS: namespace,
    resources: { [lang]: { [namespace]: catalogues[lang] }, en: { [namespace]: catalogues.en } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

describe('the catalogue translator (server renders and islands)', () => {
  it.each(languages)('gives i18next’s text for every key of the %s catalogue', (lang) => {
    const server = i18next(lang).getFixedT(lang);
    const browser = catalogueI18n(lang, catalogues[lang]).getFixedT(lang);
    const keys = keysOf(catalogues[lang]);
    expect(keys.size).toBeGreaterThan(100);
    for (const [key, names] of keys) {
      const values = Object.fromEntries([...names].map((name) => [name, `«${name}»`]));
      expect(browser(key, values), key).toBe(server(key, values));
      for (const count of [0, 1, 2, 21]) {
        expect(browser(key, { ...values, count }), `${key} ${count}`).toBe(server(key, { ...values, count }));
      }
    }
    expect(browser('no.such.key')).toBe(server('no.such.key'));
  });

  it('answers in the language it was made for', () => {
    expect(catalogueI18n('th', catalogues.th).language).toBe('th');
  });
});
