// `npm run lighthouse`: Lighthouse (npm) in Debian's Chromium on one page of each kind (scripts/lib/measured-pages.ts),
// in Thai and English, on a phone (Lighthouse's mobile emulation) and a desktop; prints the four scores, LCP, CLS,
// TBT and the bytes sent (decision 0401). `--assert` fails unless accessibility, best practices and SEO are 100 and
// CLS is 0 everywhere (a noindex page, search results, is judged on every SEO audit but is-crawlable:
// docs/decisions/0269) (performance is printed only: it is noisy on a shared 2-core machine). `--quick` runs the CI
// matrix (every page on a phone in Thai; three also in English and on a desktop).
//
//   npm run lighthouse -- [--assert] [--quick] [--no-build] [--json <file>] [--only "complaint form,tracking form"]

import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { MEASURED_PAGES, pathOf } from './lib/measured-pages.ts';
import { repoRoot, startProduct } from './lib/product.ts';

const { values: args } = parseArgs({
  options: {
    assert: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    /** Only the pages of these labels (comma-separated), to measure a page of one's own without the rest. */
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'string', default: join(repoRoot, '.data/lighthouse.json') },
  },
});

type FormFactor = 'mobile' | 'desktop';
interface Row {
  page: string;
  formFactor: FormFactor;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  totalKb: number;
  scriptKb: number;
  failing: string[];
  /** A page that asks not to be indexed (search results, the members' pages): its SEO is judged without `is-crawlable`. */
  noindex: boolean;
}

/** The SEO audit a noindex page fails by design. */
const NOINDEX_AUDIT = 'is-crawlable';
/** The pages `--quick` also measures in English on a phone and in Thai on a desktop. */
const ALSO_IN_QUICK = new Set(['home', 'news item', 'document']);

/**
 * `--quick` (the CI matrix): every page on a phone in Thai, the language most visitors read; three pages also in
 * English on a phone and in Thai on a desktop. The English pages share their templates with the Thai ones, and the
 * browser tests run axe and the layout-stability checks on both languages and both widths.
 */
function inQuickMatrix(label: string, lang: 'th' | 'en', formFactor: 'mobile' | 'desktop'): boolean {
  if (formFactor === 'mobile') return lang === 'th' || ALSO_IN_QUICK.has(label);
  return lang === 'th' && ALSO_IN_QUICK.has(label);
}
const MEASURED_AUDITS = ['cumulative-layout-shift', 'largest-contentful-paint', 'total-blocking-time'];
const ATTEMPTS = 3;
const RETRY_PAUSE_MS = 2000;
const CHROME_START_MS = 120_000;
const CHROME_POLL_MS = 500;

if (!args['no-build']) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@probation/web'], {
    stdio: 'inherit',
    cwd: repoRoot,
  });
  if (build.status !== 0) process.exit(1);
}

const started = performance.now();
const product = await startProduct();
const origin = `http://localhost:${product.webPort}`;
const rows: Row[] = [];
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  chrome = await launchChrome();
  const chromePort = chrome.port;
  for (const lang of ['th', 'en'] as const) {
    for (const page of MEASURED_PAGES.filter(
      (candidate) => !args.only || args.only.split(',').includes(candidate.label),
    )) {
      if (page.langs && !page.langs.includes(lang)) continue;
      const path = await pathOf(page, lang, origin);
      for (const formFactor of ['mobile', 'desktop'] as const) {
        if (args.quick && !inQuickMatrix(page.label, lang, formFactor)) continue;
        const row = await measure(
          chromePort,
          `${origin}${path}`,
          formFactor,
          `${page.label} (${lang})`,
          page.noindex ?? false,
        );
        rows.push(row);
        printRow(row);
      }
    }
  }
} finally {
  chrome?.kill();
  await product.stop();
}

mkdirSync(join(args.json, '..'), { recursive: true });
writeFileSync(args.json, JSON.stringify(rows, null, 2));
console.log(
  `\n${rows.length} runs in ${((performance.now() - started) / 1000).toFixed(0)} s; report: ${args.json}`,
);

const failures = rows.filter(
  (row) =>
    row.failing.length > 0 ||
    row.accessibility < 100 ||
    row.bestPractices < 100 ||
    (row.seo < 100 && !row.noindex) ||
    row.cls !== 0,
);
for (const row of failures) console.log(`✗ ${row.page} ${row.formFactor}: ${row.failing.join('; ')}`);
if (args.assert && failures.length > 0) process.exit(1);

/**
 * A run in which Lighthouse itself failed (a runtime error, or an audit that errored, e.g. a trace the busy machine
 * cut short) measured nothing, so it is run again; a run that measured a shift or a failing audit is never retried.
 */
async function measure(
  chromePort: number,
  url: string,
  formFactor: FormFactor,
  label: string,
  noindex: boolean,
): Promise<Row> {
  for (let attempt = 1; ; attempt++) {
    const result = await run(chromePort, url, formFactor);
    const errors = lighthouseErrors(result);
    if (errors.length === 0) return rowOf(result, formFactor, label, noindex);
    console.log(
      `  ${label} ${formFactor}: Lighthouse failed (${errors.join('; ')}), attempt ${attempt}/${ATTEMPTS}`,
    );
    if (attempt === ATTEMPTS) return { ...rowOf(result, formFactor, label, noindex), failing: errors };
    // The errors seen so far (NO_NAVSTART: a trace cut short) came from a busy machine: let it settle first.
    await sleep(RETRY_PAUSE_MS * attempt);
  }
}

/**
 * Debian's Chromium, given two minutes to open its debugging port: on a busy CI machine it once took 45 s to print
 * its first line, past chrome-launcher's 25 s. A Chrome that does not answer in time stays in chrome-launcher's list
 * of instances, still running: `killAll` ends it, and the caller's `finally` stops the product.
 */
async function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  const launching = performance.now();
  let chrome: chromeLauncher.LaunchedChrome;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
      connectionPollInterval: CHROME_POLL_MS,
      maxConnectionRetries: CHROME_START_MS / CHROME_POLL_MS,
    });
  } catch (error) {
    chromeLauncher.killAll();
    throw new Error(`Chromium did not open its debugging port within ${CHROME_START_MS / 1000} s`, {
      cause: error,
    });
  }
  const seconds = (performance.now() - launching) / 1000;
  if (seconds > 5) console.log(`(Chromium took ${seconds.toFixed(0)} s to start)`);
  return chrome;
}

async function run(chromePort: number, url: string, formFactor: FormFactor): Promise<Result> {
  const flags: Flags = { port: chromePort, output: 'json', logLevel: 'error' };
  const runner = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
  return runner.lhr as Result;
}

function lighthouseErrors({ runtimeError, categories, audits }: Result): string[] {
  const assessed = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (categories[id]?.auditRefs ?? []).map((ref) => ref.id),
  );
  const errored = [...MEASURED_AUDITS, ...assessed].filter(
    (id) =>
      audits[id]?.scoreDisplayMode === 'error' ||
      (MEASURED_AUDITS.includes(id) && audits[id]?.numericValue === undefined),
  );
  return [
    ...(runtimeError ? [`${runtimeError.code}: ${runtimeError.message}`] : []),
    ...errored.map((id) => `${id}: ${audits[id]?.errorMessage ?? 'no value'}`),
  ];
}

function rowOf({ categories, audits }: Result, formFactor: FormFactor, label: string, noindex: boolean): Row {
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const scripts = (
    audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const bytesOf = (type: string) => scripts?.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .filter((ref) => !(noindex && id === 'seo' && ref.id === NOINDEX_AUDIT))
      .map((ref) => `${id}/${ref.id}: ${audits[ref.id]?.title}`),
  );
  // A noindex page must fail is-crawlable: passing would mean its noindex is gone.
  if (noindex && (audits[NOINDEX_AUDIT]?.score ?? 1) === 1)
    failing.push(`seo/${NOINDEX_AUDIT} passed: no noindex`);
  const cls = numeric('cumulative-layout-shift');
  if (cls !== 0) failing.push(`CLS ${cls} (moved: ${shiftedElements(audits).join(' | ') || 'not named'})`);
  return {
    page: label,
    formFactor,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls,
    tbtMs: Math.round(numeric('total-blocking-time')),
    totalKb: Math.round(bytesOf('total') / 1024),
    scriptKb: Math.round(bytesOf('script') / 1024),
    failing,
    noindex,
  };
}

/** What Lighthouse saw move, so a failing run names its cause. */
function shiftedElements(audits: Result['audits']): string[] {
  const items = (
    audits['layout-shifts']?.details as {
      items?: Array<{ node?: { snippet?: string; selector?: string }; score?: number }>;
    }
  )?.items;
  return (items ?? []).map(
    (item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} (${item.score ?? '?'})`,
  );
}

function printRow(row: Row): void {
  console.log(
    [
      row.page.padEnd(20),
      row.formFactor.padEnd(8),
      `perf ${row.performance}`,
      `a11y ${row.accessibility}`,
      `bp ${row.bestPractices}`,
      row.noindex ? `seo ${row.seo} (noindex)` : `seo ${row.seo}`,
      `LCP ${row.lcpMs} ms`,
      `CLS ${row.cls.toFixed(3)}`,
      `TBT ${row.tbtMs} ms`,
      `${row.totalKb} KB (JS ${row.scriptKb} KB)`,
    ].join('  '),
  );
}
