import { describe, expect, it } from 'vitest';
import { createGraphqlContext } from '../../src/server/graphql/context.ts';
import { startTestApp, useDeptApiUnderTest } from './support/test-app.ts';

describe('GraphQL hardening', () => {
  const api = useDeptApiUnderTest();

  it('never shows an upstream URL, host or stack in an answer', async () => {
    api.server = await startTestApp(api.deptApi);
    const upstream = new URL(api.deptApi.url);
    const answers = [];
    api.deptApi.failWith('domain', 500);
    answers.push(await api.server.graphql('{ currentSite { id } }'));
    await api.deptApi.reset();
    await api.deptApi.revokeTokens();
    api.deptApi.failWith('token', 401);
    answers.push(await api.server.graphql('{ currentSite { id } }', { host: 'chiangmai.localhost' }));
    await api.deptApi.reset();
    await api.deptApi.revokeTokens();
    api.deptApi.dropConnections('token');
    answers.push(await api.server.graphql('{ currentSite { id } }', { host: 'phuket.localhost' }));
    for (const answer of answers) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(500);
      expect(answer.body).not.toContain(upstream.host);
      expect(answer.body).not.toContain(upstream.port);
      expect(answer.body).not.toMatch(/stack|Error Fetching|Access Token|Authorization|ECONN|at .*\.ts/);
      expect(answer.json().errors).toEqual([
        expect.objectContaining({
          message: 'The service is temporarily unavailable. Please try again later.',
          extensions: { code: 'UPSTREAM_UNAVAILABLE' },
        }),
      ]);
    }
  });

  it('blocks a simple (CSRF-able) request: GET without a preflight header, or a form content type', async () => {
    api.server = await startTestApp(api.deptApi);
    const get = await api.server.app.inject({
      method: 'GET',
      url: '/graphql?query=%7BbuildId%7D',
      headers: { host: 'localhost' },
    });
    expect(get.statusCode).toBe(400);
    expect(get.json().errors[0].extensions.code).toBe('BAD_REQUEST');
    const form = await api.server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: 'localhost', 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: '{ buildId }' }),
    });
    expect(form.statusCode).toBe(400);
    const allowed = await api.server.app.inject({
      method: 'GET',
      url: '/graphql?query=%7BbuildId%7D',
      headers: { host: 'localhost', 'x-mercurius-operation-name': 'BuildId' },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ data: { buildId: 'development' } });
  });

  it('refuses a query with too many aliases before any resolver runs', async () => {
    api.server = await startTestApp(api.deptApi);
    const aliases = Array.from(
      { length: 100 },
      (_, index) => `a${index}: layout(lang: th) { siteName }`,
    ).join(' ');
    const response = await api.server.graphql(`{ currentSite { ${aliases} } }`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(api.deptApi.calls.domain + api.deptApi.calls.layout).toBe(0);
  });

  it('refuses a query nested too deep', async () => {
    api.server = await startTestApp(api.deptApi);
    const deep = 'children { '.repeat(12) + 'id' + ' }'.repeat(12);
    const response = await api.server.graphql(`{ currentSite { layout(lang: th) { menu { ${deep} } } } }`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(api.deptApi.calls.layout).toBe(0);
  });

  it('counts the fields of fragments, not the spreads, towards the depth', async () => {
    api.server = await startTestApp(api.deptApi);
    const deep = 'children { '.repeat(12) + 'id' + ' }'.repeat(12);
    const response = await api.server.graphql(
      `{ currentSite { ...S } } fragment S on Site { layout(lang: th) { menu { ${deep} } } }`,
    );
    expect(response.statusCode).toBe(400);
    expect(api.deptApi.calls.layout).toBe(0);
  });

  it('allows the menu three levels deep that pages need', async () => {
    api.server = await startTestApp(api.deptApi);
    const response = await api.server.graphql(
      '{ currentSite { layout(lang: th) { menu { id children { id children { id label url } } } } } }',
    );
    expect(response.statusCode).toBe(200);
  });

  it('has introspection off and gives no "Did you mean" hints by default', async () => {
    api.server = await startTestApp(api.deptApi);
    const introspection = await api.server.graphql('{ __schema { types { name } } }');
    expect(introspection.statusCode).toBe(400);
    expect(introspection.json().errors[0].extensions.code).toBe('BAD_REQUEST');
    const typo = await api.server.graphql('{ currentSit { id } }');
    expect(typo.statusCode).toBe(400);
    expect(typo.body).not.toContain('Did you mean');
    expect(typo.body).not.toContain('currentSite');
    const graphiql = await api.server.app.inject({
      method: 'GET',
      url: '/graphiql',
      headers: { host: 'localhost' },
    });
    expect(graphiql.statusCode).toBe(404);
  });

  it('turns introspection and GraphiQL on when configured', async () => {
    api.server = await startTestApp(api.deptApi, { GRAPHQL_INTROSPECTION: 'true', GRAPHIQL: 'true' });
    const introspection = await api.server.graphql('{ __schema { queryType { name } } }');
    expect(introspection.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    const graphiql = await api.server.app.inject({
      method: 'GET',
      url: '/graphiql',
      headers: { host: 'localhost' },
    });
    expect(graphiql.statusCode).toBe(200);
    expect(graphiql.headers['content-security-policy']).toContain('https://unpkg.com');
  });

  it('runs in process through app.graphql with createGraphqlContext, as the pages do', async () => {
    api.server = await startTestApp(
      api.deptApi,
      {},
      {
        beforeReady: (app) =>
          app.get('/in-process-probe', (request, reply) =>
            app.graphql('{ currentSite { id domain } buildId }', createGraphqlContext(request, reply)),
          ),
      },
    );
    const { app } = api.server;
    const response = await app.inject({
      method: 'GET',
      url: '/in-process-probe',
      headers: { host: 'chiangmai.localhost' },
    });
    expect(response.json()).toEqual({
      data: {
        currentSite: { id: '64b000000000000000000002', domain: 'chiangmai.localhost' },
        buildId: 'development',
      },
    });
    const unknown = await app.inject({
      method: 'GET',
      url: '/in-process-probe',
      headers: { host: 'nowhere.example' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].extensions.code).toBe('SITE_NOT_FOUND');
  });
});
