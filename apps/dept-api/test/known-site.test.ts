import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_METHODS, loadOpenApiDocument, type OpenApiOperation } from '@probation/contract';
import { EDITOR, expectError, OFFICER, startTestApi, type TestApi } from './helpers/test-api.ts';

/**
 * Every call under /site/{siteId}/ answers 404 for a site that does not exist, before its handler looks at
 * anything else (the check is added by the route's path: http/route-options.ts).
 */
const UNKNOWN_SITE = '64b0000000000000000000ff';

/** Values every path parameter of the contract accepts (ids and slugs); the site is the unknown one. */
const SAMPLE_PARAMETER: Record<string, string> = { siteId: UNKNOWN_SITE, form: 'contact', attachmentId: '1' };
const sampleValue = (name: string, path: string) =>
  name === 'reference'
    ? path.includes('/tip-offs/')
      ? 'TO-261125-AAAAAA'
      : 'CP-261125-AAAAAA'
    : (SAMPLE_PARAMETER[name] ?? 'sample-1');
/** Required query parameters besides `lang` (a call missing one is 400 before anything else). */
const REQUIRED_QUERY: Record<string, string> = { searchContent: '&q=sample' };

const siteScoped = Object.entries(loadOpenApiDocument().paths)
  .filter(([path]) => path.startsWith('/site/{siteId}/'))
  .flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method])
      .map((method) => ({ path, method, operation: item[method] as OpenApiOperation }))
      // A call with a body is validated first (400 for none); without one the site check is the first answer.
      .filter(({ operation }) => !operation.requestBody),
  );

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('a call under /site/{siteId}/', () => {
  it('covers the reading and deleting calls of the contract', () => {
    expect(siteScoped.length).toBeGreaterThan(15);
    expect(siteScoped.map(({ operation }) => operation.operationId)).toEqual(
      expect.arrayContaining(['listNews', 'getDocument', 'listEventCategories', 'deleteAlbum', 'getPage']),
    );
  });

  it.each(siteScoped.map(({ path, method, operation }) => [operation.operationId, method, path]))(
    '%s is 404 for an unknown site (%s %s)',
    async (operationId, method, path) => {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => sampleValue(name, path));
      // The officers' calls need their scope (decision 0160); reads the gateway's; the rest the editors'.
      const officers = /^\/site\/\{siteId\}\/(complaints|tip-offs)/.test(path);
      const token = await api.token(officers ? OFFICER : method === 'get' ? undefined : EDITOR);
      const response =
        method === 'get'
          ? await api.get(`${url}?lang=th${REQUIRED_QUERY[operationId!] ?? ''}`, token)
          : await api.send(method.toUpperCase() as 'DELETE', url, token);
      expect(expectError(response, 404).message).toBe(`No site has the id "${UNKNOWN_SITE}"`);
    },
  );
});
