import { describe, expect, it } from 'vitest';
import { catalogues, languages } from '@probation/i18n';
import { i18nFor } from '../../src/client/runtime/i18n.ts';
import { catalogueI18n } from '../../src/client/runtime/catalogue-translator.ts';

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

describe('the islands’ translator', () => {
  it.each(languages)('gives i18next’s text for every key of the %s catalogue', (lang) => {
    const server = i18nFor(lang).getFixedT(lang);
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
