/**
 * Work done once per test run by whichever test file needs it first (a seeded database, a template): the files of
 * a run meet at a folder of its own. `claim` is true for the one caller that creates the lock file first (it does
 * the work); the others `waitFor` what it leaves.
 */
import { open, stat } from 'node:fs/promises';

export async function claim(lock: string): Promise<boolean> {
  try {
    await (await open(lock, 'wx')).close();
    return true;
  } catch {
    return false;
  }
}

export async function waitFor(path: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await stat(path);
      return;
    } catch {
      if (Date.now() > until) throw new Error(`nothing appeared at ${path} within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
