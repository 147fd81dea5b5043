import { describe, expect, it } from 'vitest';
import { displayYear, formatDate, formatFileSize, catalogues, isLanguage } from '../src/index.ts';

describe('dates', () => {
  const date = new Date('2026-11-22T03:00:00Z');

  it('writes Thai dates in the Buddhist era', () => {
    expect(formatDate(date, 'th')).toBe('22 พฤศจิกายน 2569');
    expect(displayYear(date, 'th')).toBe(2569);
  });

  it('writes English dates in the Gregorian calendar', () => {
    expect(formatDate(date, 'en')).toBe('22 November 2026');
    expect(displayYear(date, 'en')).toBe(2026);
  });

  it('uses Bangkok time: 23:30 UTC is already the next day', () => {
    expect(formatDate('2026-11-21T17:30:00Z', 'en')).toBe('22 November 2026');
  });
});

describe('file sizes', () => {
  it('reads naturally in both languages', () => {
    expect(formatFileSize(512, 'en')).toBe('512 bytes');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024, 'th')).toBe('5 เมกะไบต์');
  });
});

describe('catalogues', () => {
  it('carry the error button text requirements.md §4.2 requires', () => {
    expect(catalogues.th.errors.backToMain).toBe('กลับสู่หน้าหลัก');
    expect(catalogues.en.errors.pageNotFound).toBe('Page not found: {{path}}');
  });

  it('have the same keys in both languages', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, child]) =>
        typeof child === 'object' ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(catalogues.th)).toEqual(keys(catalogues.en));
  });

  it('accept only th and en', () => {
    expect(isLanguage('th')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
  });
});
