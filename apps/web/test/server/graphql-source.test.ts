import { parse } from 'graphql';
import type { DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createGraphqlContext } from '../../src/server/graphql/context.ts';
import { startTestApp, useDeptApiUnderTest } from './support/test-app.ts';

/** `{ __typename }` as a JSON syntax tree whose alias is JavaScript (decision 0221: the graphql-jit injection). */
function injectionDocument(): DocumentNode {
  const document = JSON.parse(JSON.stringify(parse('{ __typename }', { noLocation: true }))) as {
    definitions: [{ selectionSet: { selections: [Record<string, unknown>] } }];
  };
  document.definitions[0].selectionSet.selections[0].alias = { kind: 'Name', value: 'x":(6*7),"y' };
  return document as unknown as DocumentNode;
}

const injectionTree = () => JSON.stringify(injectionDocument());

const NOT_GRAPHQL_TEXT = ['true', '123', '"s"', 'null', '{}', '[]', injectionTree()];

describe('GraphQL source text only', () => {
  const api = useDeptApiUnderTest();

  it('never runs a JSON syntax tree sent as the query, however often it is sent', async () => {
    api.server = await startTestApp(api.deptApi);
    const query = injectionTree();
    for (let run = 0; run < 3; run += 1) {
      const response = await api.server.graphql(query);
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toContain('42');
      expect(response.json()).toEqual({
        data: null,
        errors: [{ message: 'The query must be GraphQL text.', extensions: { code: 'BAD_REQUEST' } }],
      });
    }
  });

  it('answers 400 with the masked shape to a query that is not GraphQL text, by POST and by GET', async () => {
    api.server = await startTestApp(api.deptApi);
    for (const query of NOT_GRAPHQL_TEXT) {
      const post = await api.server.graphql(query);
      const get = await api.server.app.inject({
        method: 'GET',
        url: `/graphql?query=${encodeURIComponent(query)}`,
        headers: { host: 'localhost', 'x-mercurius-operation-name': 'Any' },
      });
      for (const response of [post, get]) {
        expect(response.statusCode, query).toBe(400);
        expect(response.json().errors).toEqual([
          expect.objectContaining({ extensions: { code: 'BAD_REQUEST' } }),
        ]);
        expect(response.body).not.toMatch(/stack|node_modules|\.ts:|\.js:|Must provide/);
      }
    }
  });

  it('answers 400 to a query that is a JSON number, boolean, object or array in the body', async () => {
    api.server = await startTestApp(api.deptApi);
    for (const query of [123, true, { kind: 'Document', definitions: [] }, ['{ buildId }']]) {
      const response = await api.server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { host: 'localhost', 'content-type': 'application/json' },
        payload: JSON.stringify({ query }),
      });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().errors[0].extensions.code).toBe('BAD_REQUEST');
      expect(response.body).not.toMatch(/stack|node_modules|Must provide/);
    }
  });

  it('still answers GraphQL text sent over and over (compiled or not), and in process', async () => {
    api.server = await startTestApp(
      api.deptApi,
      {},
      {
        beforeReady: (app) =>
          app.get('/in-process-source', (request, reply) =>
            app.graphql('fragment B on Query { buildId } { ...B }', createGraphqlContext(request, reply)),
          ),
      },
    );
    for (let run = 0; run < 3; run += 1) {
      const response = await api.server.graphql('query Build { answer: buildId }');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { answer: 'development' } });
      const inProcess = await api.server.app.inject({
        url: '/in-process-source',
        headers: { host: 'localhost' },
      });
      expect(inProcess.json()).toEqual({ data: { buildId: 'development' } });
    }
  });

  it('refuses a syntax tree with a name the lexer would never produce, even in process (never compiled)', async () => {
    const document = injectionDocument();
    const answers: unknown[] = [];
    api.server = await startTestApp(
      api.deptApi,
      {},
      {
        beforeReady: (app) =>
          app.get('/in-process-tree', async (request, reply) => {
            try {
              answers.push(await app.graphql(document as never, createGraphqlContext(request, reply)));
            } catch (error) {
              answers.push((error as { errors?: { message: string }[] }).errors?.map((e) => e.message));
            }
            return 'done';
          }),
      },
    );
    for (let run = 0; run < 3; run += 1) {
      await api.server.app.inject({ url: '/in-process-tree', headers: { host: 'localhost' } });
    }
    expect(answers).toEqual([['Invalid name.'], ['Invalid name.'], ['Invalid name.']]);
  });

  it('answers the masked 400 "too large" to 5,000 nested levels and to a document over the token limit', async () => {
    api.server = await startTestApp(api.deptApi);
    // 5,000 levels of selection (about 20 KB: under the body limit).
    const nested = '{ currentSite { ' + 'menu { '.repeat(5000) + 'id' + ' }'.repeat(5001);
    const wide = `{ currentSite { id ${'domain '.repeat(3000)} } }`;
    const lists = `{ currentSite { news(lang: th, section: ${'['.repeat(5000)}"a"${']'.repeat(5000)}) { total } } }`;
    for (const query of [nested, wide, lists]) {
      const response = await api.server.graphql(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        data: null,
        errors: [{ message: 'The query is too large.', extensions: { code: 'BAD_REQUEST' } }],
      });
    }
    const get = await api.server.app.inject({
      url: `/graphql?query=${encodeURIComponent(nested)}`,
      headers: { host: 'localhost', 'x-mercurius-operation-name': 'Deep' },
    });
    expect(get.statusCode).toBe(400);
    expect(get.json().errors[0].message).toBe('The query is too large.');
    expect(api.deptApi.calls.domain).toBe(0);
  });

  it('refuses a flood of directives with one clear error', async () => {
    api.server = await startTestApp(api.deptApi);
    const response = await api.server.graphql(`{ buildId ${'@include(if: true) '.repeat(25)}}`);
    expect(response.statusCode).toBe(400);
    const messages = (response.json().errors as { message: string }[]).map((error) => error.message);
    expect(messages).toContain('The query has more than 20 directives.');
    expect(messages.length).toBeLessThanOrEqual(101);
  });
});
