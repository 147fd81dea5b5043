import { describe, expect, it } from 'vitest';
import type { Album, AlbumPage } from '@probation/contract';
import { DEMO_SITE_IDS } from './support/demo-seed.ts';
import { STORE_KINDS, startTestApp, useDeptApiUnderTest } from './support/test-app.ts';

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;

/** Photo albums through the gateway: pass-through, page count, cache keys, validation; media variants. */

const LIST = `query ($page: Int, $pageSize: Int, $section: String, $year: Int, $lang: Language!) {
  currentSite { albums(lang: $lang, page: $page, pageSize: $pageSize, section: $section, year: $year) {
    total page pageSize pageCount items { id section title date photoCount contentLang cover { url alt width height } }
  } }
}`;
const ALBUM = `query ($id: ID!, $lang: Language!) { currentSite { album(id: $id, lang: $lang) {
  id title description date contentLang photoCount photos { url alt caption width height }
} } }`;

describe.each(STORE_KINDS)('albums in the gateway (%s store)', (store) => {
  const api = useDeptApiUnderTest();
  const albumRequests = () => api.deptApi.requests.filter((request) => request.route === 'albums');

  it('passes pagination and filters through, and answers the page count', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const filtered = await api.server.graphql(LIST, {
      variables: { lang: 'en', page: 1, pageSize: 5, section: 'photos', year: 2026 },
    });
    expect(filtered.statusCode).toBe(200);
    const url = new URL(albumRequests()[0]!.url, 'http://upstream');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      page: '1',
      page_size: '5',
      section: 'photos',
      year: '2026',
    });
    const inYear = filtered.json().data.currentSite.albums;
    expect(inYear.items.every((item: { date: string }) => item.date.startsWith('2026-'))).toBe(true);

    const upstream = await api.deptApi.read<AlbumPage>(`${DEPT}/albums?lang=th&page=3&page_size=3`);
    expect(upstream.total).toBeGreaterThan(6);
    const all = await api.server.graphql(LIST, { variables: { lang: 'th', pageSize: 3, page: 3 } });
    expect(all.json().data.currentSite.albums).toMatchObject({
      total: upstream.total,
      page: 3,
      pageSize: 3,
      pageCount: Math.ceil(upstream.total / 3),
    });
    expect(all.json().data.currentSite.albums.items).toHaveLength(upstream.items.length);
    const [third] = upstream.items;
    expect(all.json().data.currentSite.albums.items[0]).toEqual({
      id: third!.id,
      section: third!.section,
      title: third!.title,
      date: third!.date,
      photoCount: third!.photo_count,
      contentLang: 'th',
      cover: third!.cover,
    });
  });

  it('caches by site, language and every argument', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const list = (variables: Record<string, unknown>, host?: string) =>
      api.server!.graphql(LIST, { variables: { lang: 'th', ...variables }, ...(host ? { host } : {}) });
    await list({ page: 1 });
    await list({ page: 1 });
    expect(api.deptApi.calls.albums).toBe(1);
    await list({ page: 2 });
    expect(api.deptApi.calls.albums).toBe(2);
    await list({ page: 1, lang: 'en' });
    expect(api.deptApi.calls.albums).toBe(3);
    await list({ page: 1, year: 2025 });
    expect(api.deptApi.calls.albums).toBe(4);
    await list({ page: 1, pageSize: 3 });
    expect(api.deptApi.calls.albums).toBe(5);
    await list({ page: 1, section: 'photos' });
    expect(api.deptApi.calls.albums).toBe(6);
    const other = await list({ page: 1 }, 'chiangmai.localhost');
    expect(api.deptApi.calls.albums).toBe(7);
    const chiangmai = await api.deptApi.read<AlbumPage>(
      `/site/${DEMO_SITE_IDS.chiangmai}/albums?page_size=1`,
    );
    expect(other.json().data.currentSite.albums.total).toBe(chiangmai.total);
    await list({ page: 1, year: 2025 });
    expect(api.deptApi.calls.albums).toBe(7);
  });

  it('gives one album with its photos, cached by site, language and id; null for an unknown id', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const { items } = await api.deptApi.read<AlbumPage>(`${DEPT}/albums?lang=en&page_size=50`);
    const englishId = items.find((item) => item.content_lang === 'en')!.id;
    const thaiOnly = items.find((item) => item.content_lang === 'th')!;
    const upstream = await api.deptApi.read<Album>(`${DEPT}/albums/${englishId}?lang=en`);
    const captioned = upstream.photos.find((photo) => photo.caption !== null);
    expect(captioned).toBeDefined();
    const english = await api.server.graphql(ALBUM, { variables: { id: englishId, lang: 'en' } });
    expect(english.json().data.currentSite.album).toMatchObject({
      id: englishId,
      title: upstream.title,
      description: upstream.description,
      contentLang: 'en',
      photoCount: upstream.photos.length,
    });
    expect(english.json().data.currentSite.album.photos).toContainEqual({
      url: captioned!.url,
      alt: captioned!.alt,
      caption: captioned!.caption,
      width: captioned!.width,
      height: captioned!.height,
    });
    const fallback = await api.server.graphql(ALBUM, { variables: { id: thaiOnly.id, lang: 'en' } });
    expect(fallback.json().data.currentSite.album).toMatchObject({
      title: thaiOnly.title,
      contentLang: 'th',
    });
    await api.server.graphql(ALBUM, { variables: { id: englishId, lang: 'en' } });
    expect(api.deptApi.calls.album).toBe(2);
    await api.server.graphql(ALBUM, { variables: { id: englishId, lang: 'th' } });
    expect(api.deptApi.calls.album).toBe(3);
    const unknown = await api.server.graphql(ALBUM, { variables: { id: 'no-such-album', lang: 'th' } });
    expect(unknown.json()).toEqual({ data: { currentSite: { album: null } } });
    const otherSite = await api.server.graphql(ALBUM, {
      variables: { id: englishId, lang: 'th' },
      host: 'chiangmai.localhost',
    });
    expect(otherSite.json().data.currentSite.album).toBeNull();
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ pageSize: 51 }, 'pageSize'],
    [{ page: 100_001 }, 'page'],
    [{ section: 'photos/../x' }, 'section'],
    [{ year: 12 }, 'year'],
  ])('refuses %j with a clear BAD_REQUEST error naming %s', async (variables, argument) => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const response = await api.server.graphql(LIST, { variables: { lang: 'th', ...variables } });
    const [error] = response.json().errors;
    expect(error.extensions.code).toBe('BAD_REQUEST');
    expect(error.message).toContain(`"${argument}"`);
    expect(api.deptApi.calls.albums).toBe(0);
  });
});

describe('image variants through /media', () => {
  const api = useDeptApiUnderTest();
  const get = (url: string) => api.server!.app.inject({ method: 'GET', url });
  const mediaQueries = () =>
    api.deptApi.requests
      .filter((request) => request.route === 'media')
      .map((request) => Object.fromEntries(new URL(request.url, 'http://upstream').searchParams));

  it('passes a listed width and format to the department API, and nothing else', async () => {
    api.server = await startTestApp(api.deptApi);
    expect((await get('/media/logos/dept.svg?w=640&format=webp&utm_source=x')).statusCode).toBe(200);
    expect((await get('/media/logos/dept.svg?format=avif')).statusCode).toBe(200);
    expect((await get('/media/logos/dept.svg')).statusCode).toBe(200);
    expect((await get('/media/logos/dept.svg?variant=share')).statusCode).toBe(200);
    expect(mediaQueries()).toEqual([
      { w: '640', format: 'webp' },
      { format: 'avif' },
      {},
      { variant: 'share' },
    ]);
  });

  it.each(['w=500', 'w=640&w=320', 'w=abc', 'format=gif', 'format=WEBP', 'w=99999999', 'variant=big'])(
    'answers 400 for %s without calling the department API',
    async (query) => {
      api.server = await startTestApp(api.deptApi);
      const response = await get(`/media/logos/dept.svg?${query}`);
      expect(response.statusCode).toBe(400);
      expect(api.deptApi.calls.media).toBe(0);
    },
  );
});
