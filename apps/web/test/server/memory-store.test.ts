import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/server/cache/memory-store.ts';

const entry = (value: string) => ({
  value,
  freshUntil: Date.now() + 60_000,
  staleUntil: Date.now() + 60_000,
});

describe('memory store', () => {
  it('holds at most maxEntries, and an entry read often is never the one to leave', async () => {
    const store = createMemoryStore({ maxEntries: 10 });
    await store.set('hot', entry('kept'));
    for (let index = 0; index < 200; index++) {
      await store.set(`cold-${index}`, entry(String(index)));
      expect(store.peek!('hot')?.value).toBe('kept');
    }
    expect(store.peek!('cold-0')).toBeUndefined();
    expect(store.peek!('cold-199')?.value).toBe('199');
  });

  it('lets the least recently read entries leave first', async () => {
    const store = createMemoryStore({ maxEntries: 4 });
    for (const key of ['a', 'b', 'c', 'd']) await store.set(key, entry(key));
    await store.set('e', entry('e')); // a leaves
    store.peek!('b'); // read: back to the young end
    await store.set('f', entry('f')); // c leaves, not b
    expect(store.peek!('a')).toBeUndefined();
    expect(store.peek!('c')).toBeUndefined();
    expect(store.peek!('b')?.value).toBe('b');
  });
});
