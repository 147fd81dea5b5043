/**
 * A page left open for a long time asks the server which build it runs (requirements.md §3.8, §9.3:
 * builds/latest.json) when the visitor comes back to the tab. When a new build replaced the page's own, the next
 * navigation or chunk error loads fresh HTML; links in this multi-page site already do, so only the flag is needed.
 */
export async function fetchLatestBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl('/builds/latest.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === 'string' ? body.id : null;
  } catch (error) {
    // A manifest fetch error is only logged: the page goes on.
    console.warn('Could not check the build id', error);
    return null;
  }
}

export function watchForNewBuild(ownBuildId: string, onNewBuild: (latest: string) => void): void {
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < 60_000) return;
    lastCheck = Date.now();
    void fetchLatestBuildId().then((latest) => {
      if (latest && latest !== ownBuildId) onNewBuild(latest);
    });
  });
}
