import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_ID_PATTERN, SLUG_PATTERN } from '@probation/contract/rules';
import { pageRoutes } from '../../src/shared/routes.ts';
import { startDeptApiUnderTest, type DeptApiUnderTest } from '../server/support/dept-api-under-test.ts';
import { DEMO_ITEM_IDS, DEMO_SECTION_URLNAMES } from '../server/support/demo-items.ts';
import { startPageApp } from './support/page-app.ts';

/**
 * Every page route (src/shared/routes.ts) with arbitrary query strings, through the production build
 * (property-based with fast-check): never a 5xx. Route parameters are mostly real (sections and items
 * of dept-api's demo seed, so every page type renders) and sometimes arbitrary.
 */
const sectionNames = DEMO_SECTION_URLNAMES;
const itemIds = DEMO_ITEM_IDS;

const parameter: Record<string, fc.Arbitrary<string>> = {
  lang: fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom('th', 'en') },
    { weight: 1, arbitrary: fc.string() },
  ),
  urlname: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...sectionNames) },
    { weight: 1, arbitrary: fc.stringMatching(SLUG_PATTERN) },
    { weight: 1, arbitrary: fc.string() },
  ),
  id: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...itemIds) },
    { weight: 1, arbitrary: fc.stringMatching(ITEM_ID_PATTERN) },
    { weight: 1, arbitrary: fc.string() },
  ),
};

const queryValue = fc.oneof(
  fc.string(),
  fc.integer().map(String),
  fc.integer({ min: -3, max: 2105 }).map(String),
  fc.constantFrom('', 'NaN', '1e309', '99999999999999999999', '0x10', '2026-02-30', 'all', 'pdf', 'list'),
);
const queryKey = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom('page', 'category', 'year', 'month', 'view', 'type', 'from', 'to'),
  },
  { weight: 1, arbitrary: fc.string() },
);
/** A query string: well-formed pairs (a key may repeat), or raw characters that make parsers stumble. */
const queryString = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(fc.tuple(queryKey, queryValue), { maxLength: 4 })
      .map((pairs) => new URLSearchParams(pairs).toString()),
  },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...'ab=&%[]+.09;#'), maxLength: 30 }) },
);

const pageUrl = fc
  .constantFrom(...pageRoutes.map((route) => route.path))
  .chain((path) => {
    const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    return fc.tuple(
      fc.constant(path),
      fc.tuple(...names.map((name) => parameter[name]!.map((value) => [name, value] as const))),
      queryString,
    );
  })
  .map(([path, values, query]) => {
    const filled = values.reduce(
      (url, [name, value]) => url.replace(`:${name}`, encodeURIComponent(value)),
      path,
    );
    return query ? `${filled}?${query}` : filled;
  });

describe('every page with arbitrary query strings (property-based, fast-check)', () => {
  let deptApi: DeptApiUnderTest;
  let app: FastifyInstance;
  beforeAll(async () => {
    deptApi = await startDeptApiUnderTest();
    // Timeouts are not under test here (a loaded CI machine made the 2 s of the test app answer a few 504s).
    app = await startPageApp(deptApi, { NODE_ENV: 'production', UPSTREAM_TIMEOUT_MS: '20000' });
  });
  afterAll(async () => {
    await app?.close();
    await deptApi?.close();
  });

  it('never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(pageUrl, async (url) => {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { host: 'localhost', accept: 'text/html' },
        });
        expect(response.statusCode, url).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});
