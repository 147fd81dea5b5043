import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { parse } from 'graphql';
import { startDeptApiUnderTest, type DeptApiUnderTest } from '../server/support/dept-api-under-test.ts';
import { startPageApp } from './support/page-app.ts';

/**
 * The abuse suite: the whole website as production runs it (NODE_ENV=production, the production
 * build), attacked through /graphql. Each answer is checked for its status and for what it must not tell.
 *   npm run build -w @probation/web && cd apps/web && npx vitest run --config vitest.e2e.config.ts
 * test/pages/graphql-abuse.test.ts
 */
describe('/graphql under abuse (production settings)', () => {
  let deptApi: DeptApiUnderTest;
  let app: FastifyInstance;
  beforeAll(async () => {
    deptApi = await startDeptApiUnderTest();
    app = await startPageApp(deptApi, { NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await app?.close();
    await deptApi?.close();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    send({
      method: 'POST',
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const query = (text: string, extra: Record<string, unknown> = {}) => post({ query: text, ...extra });
  const get = (params: Record<string, string>) =>
    send({
      method: 'GET',
      url: `/graphql?${new URLSearchParams(params).toString()}`,
      headers: { 'x-mercurius-operation-name': 'Abuse' },
    });
  const send = (options: InjectOptions) =>
    app.inject({ url: '/graphql', ...options, headers: { host: 'localhost', ...options.headers } });

  /** The status, a JSON error answer with a code, and nothing internal in it. */
  function expectRefused(response: LightMyRequestResponse, status: number): { message: string }[] {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json() as {
      data?: unknown;
      errors: { message: string; extensions: { code: string } }[];
    };
    expect(body.data ?? null).toBeNull();
    expect(body.errors.length).toBeGreaterThan(0);
    for (const error of body.errors) expect(error.extensions.code).toMatch(/^[A-Z_]+$/);
    expect(response.body).not.toMatch(
      /Did you mean|stack|node_modules|\/work\/|\.ts:\d|\.js:\d|at [\w.]+ \(/,
    );
    expect(response.body).not.toContain(new URL(deptApi.url).host);
    expect(response.body).not.toContain('127.0.0.1');
    return body.errors;
  }

  it('has introspection off', async () => {
    expectRefused(await query('{ __schema { types { name } } }'), 400);
    expectRefused(await query('{ __type(name: "Site") { fields { name } } }'), 400);
  });

  it('gives no field suggestions', async () => {
    const errors = expectRefused(await query('{ currentSit { nam } }'), 400);
    expect(errors[0]!.message).toContain('Cannot query field');
  });

  it('limits the depth and the aliases', async () => {
    const deep = 'children { '.repeat(12) + 'id' + ' }'.repeat(12);
    expectRefused(await query(`{ currentSite { layout(lang: th) { menu { ${deep} } } } }`), 400);
    const aliases = Array.from({ length: 50 }, (_, index) => `a${index}: buildId`).join(' ');
    expectRefused(await query(`{ ${aliases} }`), 400);
  });

  it('does not batch: a JSON array body is refused', async () => {
    expectRefused(await post([{ query: '{ buildId }' }, { query: '{ buildId }' }]), 400);
  });

  it('limits the tokens, and 5,000 nested levels answer the same masked 400', async () => {
    const wide = expectRefused(await query(`{ ${'buildId '.repeat(3000)} }`), 400);
    expect(wide[0]!.message).toBe('The query is too large.');
    const nested = `{ currentSite { ${'menu { '.repeat(5000)}id${' }'.repeat(5001)}`;
    expect(expectRefused(await query(nested), 400)[0]!.message).toBe('The query is too large.');
    const lists = `{ currentSite { news(lang: th, section: ${'['.repeat(5000)}"a"${']'.repeat(5000)}) { total } } }`;
    expect(expectRefused(await query(lists), 400)[0]!.message).toBe('The query is too large.');
  });

  it('refuses unknown directives and a flood of repeated ones', async () => {
    expectRefused(await query('{ buildId @nope }'), 400);
    const flood = expectRefused(
      await query(`{ buildId ${'@include(if: true) @skip(if: false) '.repeat(100)}}`),
      400,
    );
    expect(flood.length).toBeLessThanOrEqual(101);
  });

  it('refuses circular fragments', async () => {
    expectRefused(
      await query(
        'fragment A on Site { id ...B } fragment B on Site { domain ...A } { currentSite { ...A } }',
      ),
      400,
    );
  });

  it('refuses the content types a form can send without a preflight (CSRF)', async () => {
    const body = JSON.stringify({ query: '{ buildId }' });
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await post(body, { 'content-type': contentType });
      expect(response.statusCode, contentType).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, contentType).toBeLessThan(500);
      expectRefused(response, response.statusCode);
    }
    const noPreflight = await send({ method: 'GET', url: '/graphql?query=%7BbuildId%7D' });
    expectRefused(noPreflight, 400);
  });

  it('refuses a mutation by GET', async () => {
    const response = await get({
      query: 'mutation { reportBrokenFile(input: { documentId: "1", fileUrl: "x", lang: th }) { success } }',
    });
    expectRefused(response, 405);
    expect(deptApi.calls.documentReports).toBe(0);
  });

  it('refuses an unknown operation name', async () => {
    expectRefused(await query('query A { buildId } query B { buildId }', { operationName: 'C' }), 400);
  });

  it('refuses a syntax tree sent as the query (the graphql-jit injection), and JSON values', async () => {
    const tree = JSON.parse(JSON.stringify(parse('{ __typename }', { noLocation: true })));
    tree.definitions[0].selectionSet.selections[0].alias = { kind: 'Name', value: 'x":(6*7),"y' };
    for (let run = 0; run < 3; run += 1) {
      const response = await query(JSON.stringify(tree));
      expectRefused(response, 400);
      expect(response.body).not.toContain('42');
    }
    for (const text of ['true', '123', '"s"', '{}', '[]']) {
      expectRefused(await query(text), 400);
      expectRefused(await get({ query: text }), 400);
    }
    for (const value of [123, true, { kind: 'Document' }, ['{ buildId }']])
      expectRefused(await post({ query: value }), 400);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const padding = 'x'.repeat(70 * 1024);
    expectRefused(await query(`{ buildId } # ${padding}`), 413);
  });

  it('still answers a normal query', async () => {
    const response = await query('{ buildId currentSite { domain } }');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { buildId: 'test-build', currentSite: { domain: 'localhost' } },
    });
  });
});
