// Counting tests from the files vitest's JSON reporter writes (--reporter=json --outputFile.json=…).

import { existsSync, readFileSync } from 'node:fs';

export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

export const emptyTally = (): Tally => ({ passed: 0, failed: 0, skipped: 0 });

/** The counts of one report, or undefined when the run wrote none (it crashed or was not vitest). */
export function readVitestReport(file: string): Tally | undefined {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** "N passed, N failed", plus ", N skipped" when there are any. */
export function formatTally({ passed, failed, skipped }: Tally): string {
  return `${passed} passed, ${failed} failed` + (skipped > 0 ? `, ${skipped} skipped` : '');
}
