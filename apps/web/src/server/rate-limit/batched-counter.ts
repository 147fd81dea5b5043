import type { CounterState } from '../cache/store.ts';
import type { Counter } from './counter.ts';

export interface BatchedCounterOptions {
  /** How long hits wait here before they are added to the shared count (and the shared count read back). */
  flushIntervalMs: number;
  /** Keys tracked at once; past this the oldest windows are forgotten (a flood of addresses cannot grow it). */
  maxKeys: number;
}

interface Tally {
  windowMs: number;
  /** The shared count as the store last answered it (every pod's hits, ours up to our last batch). */
  shared: number;
  /** Hits sent in the batch the store has not answered yet. */
  sending: number;
  /** Hits counted here since the last batch. */
  pending: number;
  /** When the window ends, as the store said (or, before it answered, as this process started it). */
  endsAt: number;
}

export interface BatchedCounter {
  /** Counts `amount` hits on `key` at once, without waiting: the count as far as this process knows it now. */
  hit(key: string, windowMs: number, amount?: number): CounterState;
  /** Sends the hits counted so far (the next batch is then due a full interval later). */
  flush(): Promise<void>;
  /** Stops the timer after sending what is left. */
  close(): Promise<void>;
}

/**
 * Hits counted in this process and added to the shared store in batches, one increment per key every
 * `flushIntervalMs` (decision 0423). A request is judged at once, on the shared count last read plus this process's
 * hits since: with Redis, a page no longer waits on a round trip (which had doubled a cached page's CPU), and a
 * visitor's page view (the page, its images, its GraphQL calls) costs the store one increment instead of one per
 * request. What other pods counted shows here one batch later: a visitor spread over P pods can pass the limit by
 * what they send in one interval to each. A failing store counts nothing shared; hits are still counted here (the
 * counter logs the failure once), so a flood against one pod is still refused.
 */
export function createBatchedCounter(counter: Counter, options: BatchedCounterOptions): BatchedCounter {
  const tallies = new Map<string, Tally>();
  let timer: NodeJS.Timeout | undefined;

  function tallyOf(key: string, windowMs: number, now: number): Tally {
    let tally = tallies.get(key);
    // A batch still on its way for an ended window updates the old tally, no longer this map's.
    if (tally && tally.endsAt <= now) {
      tallies.delete(key);
      tally = undefined;
    }
    if (!tally) {
      tally = { windowMs, shared: 0, sending: 0, pending: 0, endsAt: now + windowMs };
      tallies.set(key, tally);
      // Keys are added in time order: the oldest windows go first.
      while (tallies.size > options.maxKeys) {
        const oldest = tallies.keys().next();
        if (oldest.done) break;
        tallies.delete(oldest.value);
      }
    }
    return tally;
  }

  async function send(key: string, tally: Tally): Promise<void> {
    const amount = tally.pending;
    tally.pending = 0;
    tally.sending += amount;
    try {
      const state = await counter(key, tally.windowMs, amount);
      tally.shared = state.count;
      tally.endsAt = Date.now() + state.ttlMs;
    } catch {
      // Not counted in the store (it fails, and the counter has said so): kept as this process's own hits.
      tally.shared += amount;
    } finally {
      tally.sending -= amount;
    }
  }

  async function flush(): Promise<void> {
    timer = undefined;
    const now = Date.now();
    const batch: Promise<void>[] = [];
    for (const [key, tally] of tallies) {
      if (tally.pending > 0) batch.push(send(key, tally));
      else if (tally.endsAt <= now) tallies.delete(key);
    }
    await Promise.all(batch);
  }

  return {
    hit(key, windowMs, amount = 1) {
      const now = Date.now();
      const tally = tallyOf(key, windowMs, now);
      tally.pending += amount;
      timer ??= setTimeout(() => void flush(), options.flushIntervalMs).unref();
      return { count: tally.shared + tally.sending + tally.pending, ttlMs: Math.max(0, tally.endsAt - now) };
    },
    flush() {
      if (timer) clearTimeout(timer);
      return flush();
    },
    async close() {
      if (timer) clearTimeout(timer);
      await flush();
    },
  };
}
