/**
 * The in-process store of search answers used on embedded PGlite (decision 0133): bounded, keyed by normalised
 * words, stale after any change of the index or after its age, never keeping a failure.
 */
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@probation/contract';
import { SearchAnswerCache, searchIndexChanged, type AnswerKey } from '../src/search/answer-cache.ts';

const key = (words: string[], overrides: Partial<AnswerKey> = {}): AnswerKey => ({
  siteId: 'site',
  lang: 'th',
  page: 1,
  pageSize: 10,
  words,
  ...overrides,
});

const result = (total: number, hits = 0): SearchResult => ({
  items: Array.from({ length: hits }, (_, index) => ({
    type: 'news' as const,
    id: `n-${index}`,
    section: 'news',
    title: 'x',
    title_parts: [{ text: 'x', match: true }],
    date: null,
    snippet: [],
    content_lang: 'th' as const,
  })),
  total,
  page: 1,
  page_size: 10,
  facets: { types: [], years: [] },
});

function counter() {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    compute: (total = 1) => {
      calls += 1;
      return Promise.resolve(result(total));
    },
  };
}

describe('search answer cache', () => {
  it('serves an answer again for the same words, filters and page, and computes any other', async () => {
    const cache = new SearchAnswerCache();
    const work = counter();
    await cache.answer(key(['bracelet']), () => work.compute());
    await cache.answer(key(['bracelet']), () => work.compute());
    expect(work.calls).toBe(1);
    for (const other of [
      key(['bracelets']),
      key(['bracelet'], { lang: 'en' }),
      key(['bracelet'], { siteId: 'other' }),
      key(['bracelet'], { type: 'news' }),
      key(['bracelet'], { year: 2025 }),
      key(['bracelet'], { category: 'x' }),
      key(['bracelet'], { page: 2 }),
      key(['bracelet'], { pageSize: 20 }),
      key(['bracelet', 'office']),
      key(['office', 'bracelet']),
    ]) {
      await cache.answer(other, () => work.compute());
    }
    expect(work.calls).toBe(11);
  });

  it('does not confuse words that would join into the same text', async () => {
    const cache = new SearchAnswerCache();
    const work = counter();
    await cache.answer(key(['ab', 'c']), () => work.compute());
    await cache.answer(key(['a', 'bc']), () => work.compute());
    await cache.answer(key(['a","bc']), () => work.compute());
    expect(work.calls).toBe(3);
  });

  it('answers anew after the index changed', async () => {
    const cache = new SearchAnswerCache();
    const work = counter();
    expect((await cache.answer(key(['a']), () => work.compute(1))).total).toBe(1);
    searchIndexChanged();
    expect((await cache.answer(key(['a']), () => work.compute(2))).total).toBe(2);
    expect((await cache.answer(key(['a']), () => work.compute(3))).total).toBe(2);
  });

  it('does not keep an answer computed while the index changed', async () => {
    const cache = new SearchAnswerCache();
    let finish: (value: SearchResult) => void = () => {};
    const pending = cache.answer(key(['a']), () => new Promise((done) => (finish = done)));
    searchIndexChanged();
    finish(result(1));
    expect((await pending).total).toBe(1);
    expect((await cache.answer(key(['a']), () => Promise.resolve(result(2)))).total).toBe(2);
  });

  it('shares one computation among requests that arrive while it runs', async () => {
    const cache = new SearchAnswerCache();
    const work = counter();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cache.answer(key(['a']), () => work.compute())),
    );
    expect(work.calls).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps no failure', async () => {
    const cache = new SearchAnswerCache();
    await expect(cache.answer(key(['a']), () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    expect((await cache.answer(key(['a']), () => Promise.resolve(result(5)))).total).toBe(5);
  });

  it('holds a bounded number of answers, the least recently used leaving first, each for a bounded time', async () => {
    let now = 0;
    const cache = new SearchAnswerCache({ maxEntries: 3, maxAgeSeconds: 60, now: () => now });
    const work = counter();
    for (const word of ['a', 'b', 'c']) await cache.answer(key([word]), () => work.compute());
    await cache.answer(key(['a']), () => work.compute()); // a is used again: b is now the oldest
    await cache.answer(key(['d']), () => work.compute());
    expect(cache.size).toBe(3);
    expect(work.calls).toBe(4);
    await cache.answer(key(['a']), () => work.compute());
    expect(work.calls).toBe(4);
    await cache.answer(key(['b']), () => work.compute());
    expect(work.calls).toBe(5);
    for (let i = 0; i < 1000; i += 1) await cache.answer(key([`made-up-${i}`]), () => work.compute());
    expect(cache.size).toBe(3);

    now += 60_000;
    const before = work.calls;
    await cache.answer(key(['made-up-999']), () => work.compute());
    expect(work.calls).toBe(before + 1);
  });

  it('holds a bounded number of hits, whatever the number of answers', async () => {
    const cache = new SearchAnswerCache({ maxEntries: 100, maxHits: 120 });
    for (let i = 0; i < 10; i += 1) {
      await cache.answer(key([`word-${i}`], { pageSize: 50 }), () => Promise.resolve(result(50, 50)));
    }
    expect(cache.hits).toBeLessThanOrEqual(120);
    expect(cache.size).toBe(2);
    const work = counter();
    await cache.answer(key(['word-9'], { pageSize: 50 }), () => work.compute());
    expect(work.calls).toBe(0);
    for (let i = 0; i < 50; i += 1) await cache.answer(key([`none-${i}`]), () => Promise.resolve(result(0)));
    expect(cache.size).toBe(52);
    expect(cache.hits).toBe(100);
  });
});
