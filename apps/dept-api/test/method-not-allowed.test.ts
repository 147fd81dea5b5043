/** 405 with Allow for a method a path does not have (the router answered 404, as for an unknown path). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, startTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('a method a path does not have', () => {
  it.each([
    ['TRACE', '/site/view/domain?domain=localhost', 'GET, HEAD'],
    ['DELETE', '/oauth2/client/access-token', 'POST'],
    ['OPTIONS', '/healthz', 'GET, HEAD'],
    ['PATCH', '/site/64b000000000000000000001/news/dept-0001', 'DELETE, GET, HEAD, PUT'],
    ['QUERY', '/site/64b000000000000000000001/sections', 'GET, HEAD'],
    ['POST', '/media/logos/dept.svg', 'GET, HEAD'],
  ])('answers %s %s with 405 and Allow: %s', async (method, url, allow) => {
    const response = await api.app.inject({ method: method as 'GET', url });
    expectError(response, 405);
    expect(response.headers.allow).toBe(allow);
  });

  it('still answers 404 for a path that does not exist', async () => {
    expectError(await api.app.inject({ method: 'TRACE', url: '/nowhere' }), 404);
  });
});
