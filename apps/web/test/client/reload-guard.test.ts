import { describe, expect, it } from 'vitest';
import { reloadOnce, type ReloadEnvironment } from '../../src/client/runtime/reload-guard.ts';

function environment(path: string, clock: { now: number }, storage = new Map<string, string>()) {
  const reloads: string[] = [];
  const env: ReloadEnvironment = {
    path,
    now: () => clock.now,
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
    },
    reload: () => reloads.push(path),
  };
  return { env, reloads, storage };
}

describe('reload after a chunk load error (requirements.md §3.8: at most once per path per 10 seconds)', () => {
  it('reloads the first time, then not again within 10 seconds', () => {
    const clock = { now: 1_000_000 };
    const { env, reloads } = environment('/th/main', clock);
    expect(reloadOnce(env)).toBe(true);
    clock.now += 9_999;
    expect(reloadOnce(env)).toBe(false);
    expect(reloads).toEqual(['/th/main']);
  });

  it('reloads again once the 10 seconds have passed', () => {
    const clock = { now: 1_000_000 };
    const { env, reloads } = environment('/th/main', clock);
    reloadOnce(env);
    clock.now += 10_000;
    expect(reloadOnce(env)).toBe(true);
    expect(reloads).toHaveLength(2);
  });

  it('guards each path on its own', () => {
    const clock = { now: 1_000_000 };
    const storage = new Map<string, string>();
    expect(reloadOnce(environment('/th/main', clock, storage).env)).toBe(true);
    expect(reloadOnce(environment('/en/main', clock, storage).env)).toBe(true);
  });

  it('still reloads once when the browser offers no storage', () => {
    const clock = { now: 1_000_000 };
    const reloads: string[] = [];
    expect(
      reloadOnce({ path: '/', now: () => clock.now, storage: null, reload: () => reloads.push('/') }),
    ).toBe(true);
    expect(reloads).toEqual(['/']);
  });
});
