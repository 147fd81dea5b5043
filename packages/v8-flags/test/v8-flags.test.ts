import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SERVER_V8_FLAGS } from '../src/index.ts';
import { PRETENURING_LINE, TENURED_SITE } from '../src/trace.ts';

/**
 * Some code that V8 pretenures when it may: objects from one site that survive their scavenges (a long list,
 * emptied now and then), allocated fast enough for many scavenges to weigh them.
 */
const PRETENURED_WORKLOAD = `
const kept = [];
function entry(i) { return { id: i, tags: [i] }; }
for (let i = 0; i < 3e6; i++) { kept.push(entry(i)); if (kept.length > 2e5) kept.length = 0; }`;

/**
 * V8 tenures a site only while its young generation is at full size; below that its verdict is `maybe tenure`.
 * Left to grow on its own, the young generation reached full size within the probe in some runs and not in others
 * (a CI run on a busy machine saw only `maybe tenure`). A 1 MB semi-space is full size from the start: the probe
 * tenured its sites in every run tried, twelve at a time.
 */
const FULL_SIZE_YOUNG_GENERATION = '--max-semi-space-size=1';

function tracedRun(flags: readonly string[]): string {
  return execFileSync(
    process.execPath,
    ['--trace-pretenuring-statistics', FULL_SIZE_YOUNG_GENERATION, ...flags, '-e', PRETENURED_WORKLOAD],
    { encoding: 'utf8' },
  );
}

describe("the servers' V8 flags", () => {
  it('are flags this Node knows (V8 ignores a misspelt one without a word)', () => {
    const known = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' });
    for (const flag of SERVER_V8_FLAGS) {
      expect(known).toContain(`--${flag.replace(/^--(no-)?/, '')} `);
    }
  });

  it("turn pretenuring off: V8's trace of it shows a site tenured without them, and nothing with them", () => {
    expect(tracedRun([])).toMatch(TENURED_SITE);
    expect(tracedRun(SERVER_V8_FLAGS)).not.toMatch(PRETENURING_LINE);
  });
});
