import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchedCounter } from '../../src/server/rate-limit/batched-counter.ts';
import type { Counter } from '../../src/server/rate-limit/counter.ts';
import type { CounterState } from '../../src/server/cache/store.ts';

const WINDOW_MS = 60_000;

/** A shared store's counter (what every pod adds to), recording each call. */
function sharedCounter() {
  const totals = new Map<string, { count: number; endsAt: number }>();
  const calls: Array<{ key: string; amount: number }> = [];
  let failing = false;
  const counter: Counter = async (key, windowMs, amount = 1): Promise<CounterState> => {
    calls.push({ key, amount });
    if (failing) throw new Error('store down');
    const now = Date.now();
    let total = totals.get(key);
    if (!total || total.endsAt <= now) totals.set(key, (total = { count: 0, endsAt: now + windowMs }));
    total.count += amount;
    return { count: total.count, ttlMs: total.endsAt - now };
  };
  return {
    counter,
    calls,
    fail: (value: boolean) => {
      failing = value;
    },
  };
}

describe('the batched counter of the general rate limit', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('counts each hit at once and sends the store one increment per key per batch', async () => {
    const store = sharedCounter();
    const batched = createBatchedCounter(store.counter, { flushIntervalMs: 250, maxKeys: 100 });
    expect([1, 2, 3].map(() => batched.hit('a', WINDOW_MS).count)).toEqual([1, 2, 3]);
    batched.hit('b', WINDOW_MS, 2);
    expect(store.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(250);
    expect(store.calls).toEqual([
      { key: 'a', amount: 3 },
      { key: 'b', amount: 2 },
    ]);
    expect(batched.hit('a', WINDOW_MS).count).toBe(4);
  });

  it('adds what other pods counted, as the store answers a batch', async () => {
    const store = sharedCounter();
    const pod1 = createBatchedCounter(store.counter, { flushIntervalMs: 250, maxKeys: 100 });
    const pod2 = createBatchedCounter(store.counter, { flushIntervalMs: 250, maxKeys: 100 });
    for (let hit = 0; hit < 5; hit++) pod1.hit('visitor', WINDOW_MS);
    await pod1.flush();
    pod2.hit('visitor', WINDOW_MS);
    await pod2.flush();
    // Pod 2 now knows the five hits pod 1 sent; its next hit is the seventh.
    expect(pod2.hit('visitor', WINDOW_MS).count).toBe(7);
  });

  it('starts again when the window ends, with the time left as the store says it', async () => {
    const store = sharedCounter();
    const batched = createBatchedCounter(store.counter, { flushIntervalMs: 250, maxKeys: 100 });
    batched.hit('a', WINDOW_MS);
    await batched.flush();
    vi.advanceTimersByTime(10_000);
    expect(batched.hit('a', WINDOW_MS)).toEqual({ count: 2, ttlMs: WINDOW_MS - 10_000 });
    vi.advanceTimersByTime(WINDOW_MS);
    expect(batched.hit('a', WINDOW_MS)).toEqual({ count: 1, ttlMs: WINDOW_MS });
  });

  it('keeps counting here while the store fails, and throws nothing', async () => {
    const store = sharedCounter();
    store.fail(true);
    const batched = createBatchedCounter(store.counter, { flushIntervalMs: 250, maxKeys: 100 });
    batched.hit('a', WINDOW_MS);
    await batched.flush();
    batched.hit('a', WINDOW_MS);
    await batched.flush();
    expect(batched.hit('a', WINDOW_MS).count).toBe(3);
    expect(store.calls).toHaveLength(2);
  });

  it('follows at most maxKeys visitors: a flood of addresses forgets the oldest windows, not the newest', async () => {
    const store = sharedCounter();
    const batched = createBatchedCounter(store.counter, { flushIntervalMs: 250, maxKeys: 3 });
    for (const key of ['a', 'b', 'c', 'd']) batched.hit(key, WINDOW_MS);
    batched.hit('d', WINDOW_MS);
    await batched.flush();
    expect(store.calls.map((call) => call.key)).toEqual(['b', 'c', 'd']);
    expect(store.calls.at(-1)).toEqual({ key: 'd', amount: 2 });
  });

  it('sends what is left when closed', async () => {
    const store = sharedCounter();
    const batched = createBatchedCounter(store.counter, { flushIntervalMs: 250, maxKeys: 100 });
    batched.hit('a', WINDOW_MS);
    await batched.close();
    expect(store.calls).toEqual([{ key: 'a', amount: 1 }]);
  });
});
