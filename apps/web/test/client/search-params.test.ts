import { describe, expect, it } from 'vitest';
import {
  normaliseSearchQuery,
  parseSearchParams,
  searchQueryString,
  wordsOfPath,
} from '../../src/shared/search-params.ts';

/** The search page's URL read and written back (docs/decisions/0267). */
describe('search parameters', () => {
  it('keep what the contract takes and drop the rest', () => {
    expect(parseSearchParams({ q: ' กำไล  ข้อเท้า ', type: 'news', year: '2026', page: '2', x: 'y' })).toEqual({
      q: 'กำไล ข้อเท้า',
      type: 'news',
      year: 2026,
      page: 2,
    });
    expect(parseSearchParams({ q: ['a', 'b'], type: 'nonsense', year: '1e3', page: '0' })).toEqual({
      q: 'a',
      type: null,
      year: null,
      page: 1,
    });
    expect(parseSearchParams({})).toEqual({ q: '', type: null, year: null, page: 1 });
  });

  it('normalise the query: invisible characters, spaces, 200 characters at most', () => {
    expect(normaliseSearchQuery('\u200bbracelet\u0000\t\n x')).toBe('bracelet x');
    expect(Array.from(normaliseSearchQuery('ก'.repeat(300)))).toHaveLength(200);
    expect(normaliseSearchQuery(undefined)).toBe('');
  });

  it('write one URL per search, in one order, page 1 left out', () => {
    expect(searchQueryString({ q: 'a b&c', type: 'news', year: 2025, page: 1 })).toBe(
      '?q=a%20b%26c&type=news&year=2025',
    );
    expect(searchQueryString({ q: '', type: null, year: null, page: 1 })).toBe('');
  });

  it('find the words of a missing path, without ids and numbers', () => {
    expect(wordsOfPath('/th/news/%E0%B8%81%E0%B8%B3%E0%B9%84%E0%B8%A5-2024')).toBe('news กำไล');
    expect(wordsOfPath('/en/annual_report.2024+final/64b000000000000000000001')).toBe('annual report final');
    expect(wordsOfPath('/en/%E0%B8')).toBe('');
    expect(wordsOfPath('/a/b/c/d/e/f/g/h')).toBe('a b c d e f');
  });
});
