import { describe, expect, it } from 'vitest';
import { queryKeyParts } from '../../src/server/content/cached-calls.ts';

describe("a list query's cache key parts", () => {
  const names = ['page', 'section', 'year', 'highlight'] as const;
  type Query = { page: number; section?: string; year?: number | null; highlight?: boolean };

  it('keeps each argument in its place, an absent one empty', () => {
    expect(queryKeyParts<Query>({ page: 2, year: 2025 }, names)).toEqual(['2', '', '2025', '']);
    expect(queryKeyParts<Query>({ page: 1, section: 'news', year: null, highlight: false }, names)).toEqual([
      '1',
      'news',
      '',
      'false',
    ]);
  });

  it('tells apart queries that differ in one argument, wherever it stands', () => {
    const keys = [
      { page: 1 },
      { page: 1, section: '2025' },
      { page: 1, year: 2025 },
      { page: 1, highlight: true },
      { page: 1, highlight: false },
    ].map((query) => queryKeyParts<Query>(query, names).join(':'));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
