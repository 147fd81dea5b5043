/**
 * requirements.md §3.8: a stale build or a chunk load error reloads the page, at most once per path per 10 seconds,
 * so a page left open across a deploy recovers, and a chunk that is really gone cannot loop.
 */
export const reloadGuardMs = 10_000;
const storageKey = (path: string) => `reload-guard:${path}`;

export interface ReloadEnvironment {
  path: string;
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
}

/** Reloads unless this path was reloaded less than 10 s ago; returns whether it reloaded. */
export function reloadOnce(env: ReloadEnvironment): boolean {
  const last = Number(env.storage?.getItem(storageKey(env.path)) ?? 0);
  if (env.now() - last < reloadGuardMs) return false;
  env.storage?.setItem(storageKey(env.path), String(env.now()));
  env.reload();
  return true;
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function browserReloadEnvironment(): ReloadEnvironment {
  return {
    path: window.location.pathname,
    now: () => Date.now(),
    storage: safeSessionStorage(),
    reload: () => window.location.reload(),
  };
}

/** Vite announces a failed dynamic import preload with `vite:preloadError`. */
export function installChunkErrorReload(onGiveUp: () => void): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce(browserReloadEnvironment())) event.preventDefault();
    else onGiveUp();
  });
}
