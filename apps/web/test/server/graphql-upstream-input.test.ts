import { describe, expect, it } from 'vitest';
import { DEMO_ITEMS } from './support/demo-items.ts';
import { startTestApp, useDeptApiUnderTest } from './support/test-app.ts';

/** Decision 0223: an upstream 400/404 caused by the caller's arguments is the caller's error, not an outage. */
describe('GraphQL arguments the department API refuses', () => {
  const api = useDeptApiUnderTest();

  const errorLines = () => (api.server?.logs ?? []).filter((line) => line.level >= 50);

  it('answers an unknown news category with BAD_REQUEST (400), logged at info, not a 502', async () => {
    api.server = await startTestApp(api.deptApi);
    const response = await api.server.graphql(
      '{ currentSite { news(lang: th, category: "nope") { total } } }',
    );
    expect(response.statusCode).toBe(400);
    const [error] = response.json().errors;
    expect(error.extensions).toEqual({ code: 'BAD_REQUEST' });
    expect(error.message).toMatch(/^Invalid argument/);
    expect(response.body).not.toContain(new URL(api.deptApi.url).port);
    expect(errorLines()).toEqual([]);
    expect(
      api.server.logs.some((line) => line.level === 30 && String(line.msg).includes('BAD_REQUEST')),
    ).toBe(true);
  });

  it('answers a section of another type or an unknown document category with BAD_REQUEST', async () => {
    api.server = await startTestApp(api.deptApi);
    for (const args of ['section: "press-releases"', 'category: "nope"']) {
      const response = await api.server.graphql(`{ currentSite { documents(lang: th, ${args}) { total } } }`);
      expect(response.statusCode, args).toBe(400);
      expect(response.json().errors[0].extensions.code).toBe('BAD_REQUEST');
    }
    expect(errorLines()).toEqual([]);
  });

  it('answers a list the department API does not find (404) with NOT_FOUND, not UPSTREAM_UNAVAILABLE', async () => {
    api.server = await startTestApp(api.deptApi);
    api.deptApi.failWith('videos', 404);
    const response = await api.server.graphql('{ currentSite { videos(lang: th) { total } } }');
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].extensions.code).toBe('NOT_FOUND');
    expect(errorLines()).toEqual([]);
  });

  it('answers null for one item the department API refuses as a bad id (400) or does not know (404)', async () => {
    api.server = await startTestApp(api.deptApi);
    api.deptApi.failWith('video', 400);
    api.deptApi.failWith('event', 400);
    api.deptApi.failWith('album', 404);
    const response = await api.server.graphql(
      '{ currentSite { video(id: "1", lang: th) { id } event(id: "1", lang: th) { id } album(id: "1", lang: th) { id } } }',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { currentSite: { video: null, event: null, album: null } } });
    expect(errorLines()).toEqual([]);
  });

  it('answers null for an id or urlname the contract refuses, without asking the department API', async () => {
    api.server = await startTestApp(api.deptApi);
    const long = 'a'.repeat(30_000);
    const response = await api.server.graphql(
      `{ currentSite { section(urlname: "Press", lang: th) { id } page(urlname: "${long}", lang: th) { title }
         newsItem(id: "a/b", lang: th) { id } album(id: "", lang: th) { id } event(id: "a_b", lang: th) { id }
         video(id: "", lang: th) { id } document(id: "../x", lang: th) { id } } }`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.currentSite).toEqual({
      section: null,
      page: null,
      newsItem: null,
      album: null,
      event: null,
      video: null,
      document: null,
    });
    // The site's own lookups only (an empty video id once asked for /videos/, the list).
    expect(api.deptApi.requests.map((request) => request.route)).toEqual(['token', 'domain', 'details']);
    expect(errorLines()).toEqual([]);
  });

  it('leaves a news id of the wrong shape out of the ids= call the others share', async () => {
    api.server = await startTestApp(api.deptApi);
    const { id } = DEMO_ITEMS.news;
    const response = await api.server.graphql(
      `{ currentSite { a: newsItem(id: "${id}", lang: th) { id } b: newsItem(id: "x,${id}", lang: th) { id } } }`,
    );
    expect(response.json().data.currentSite).toEqual({ a: { id }, b: null });
    const batches = api.deptApi.requests.filter((request) => request.route === 'news');
    expect(batches.map((request) => new URL(request.url, 'http://x').searchParams.get('ids'))).toEqual([id]);
  });

  it('still answers an upstream failure (5xx) as UPSTREAM_UNAVAILABLE, logged at error', async () => {
    api.server = await startTestApp(api.deptApi);
    api.deptApi.failWith('news', 500);
    const response = await api.server.graphql('{ currentSite { news(lang: th, category: "x") { total } } }');
    expect(response.statusCode).toBe(502);
    expect(response.json().errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(errorLines().length).toBeGreaterThan(0);
  });
});
