import { describe, expect, it } from 'vitest';
import { FAKE_CLIP } from './support/fake-videos.ts';
import { STORE_KINDS, startTestApp, useDeptApiUnderTest } from './support/test-app.ts';

/** Videos through the gateway (issue 3, videos): pass-through, cache keys, sources checked, media byte ranges. */

const LIST = `query ($page: Int, $pageSize: Int, $section: String, $year: Int, $lang: Language!) {
  currentSite { videos(lang: $lang, page: $page, pageSize: $pageSize, section: $section, year: $year) {
    total page pageSize pageCount items { id section title publishedAt duration contentLang source { kind } }
  } }
}`;
const ONE = `query ($id: ID!, $lang: Language!) { currentSite { video(id: $id, lang: $lang) {
  id title description contentLang duration thumbnail { url alt width height }
  source { kind url embedUrl mimeType size width height captions { lang url } }
} } }`;

describe.each(STORE_KINDS)('videos in the gateway (%s store)', (store) => {
  const api = useDeptApiUnderTest();
  const videoRequests = () => api.deptApi.requests.filter((request) => request.route === 'videos');

  it('passes pagination and filters through, and answers the page count', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const filtered = await api.server.graphql(LIST, {
      variables: { lang: 'en', page: 1, pageSize: 5, section: 'videos', year: 2026 },
    });
    expect(filtered.statusCode).toBe(200);
    const url = new URL(videoRequests()[0]!.url, 'http://fake');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      page: '1',
      page_size: '5',
      section: 'videos',
      year: '2026',
    });
    const years = filtered
      .json()
      .data.currentSite.videos.items.map((video: { publishedAt: string }) => video.publishedAt.slice(0, 4));
    expect(new Set(years)).toEqual(new Set(['2026']));

    const second = await api.server.graphql(LIST, { variables: { lang: 'th', page: 2 } });
    expect(second.json().data.currentSite.videos).toMatchObject({
      total: 14,
      page: 2,
      pageSize: 12,
      pageCount: 2,
    });
    expect(second.json().data.currentSite.videos.items.map((video: { id: string }) => video.id)).toEqual([
      'v-0013',
      'v-0014',
    ]);
  });

  it('caches by site, language and every argument', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const run = (variables: Record<string, unknown>, host?: string) =>
      api.server!.graphql(LIST, { variables: { lang: 'th', ...variables }, ...(host ? { host } : {}) });
    await run({ page: 1 });
    await run({ page: 1 });
    expect(api.deptApi.calls.videos).toBe(1);
    await run({ page: 2 });
    expect(api.deptApi.calls.videos).toBe(2);
    await run({ page: 1, lang: 'en' });
    expect(api.deptApi.calls.videos).toBe(3);
    await run({ page: 1, year: 2025 });
    expect(api.deptApi.calls.videos).toBe(4);
    await run({ page: 1, section: 'videos' });
    expect(api.deptApi.calls.videos).toBe(5);
    await run({ page: 1, pageSize: 3 });
    expect(api.deptApi.calls.videos).toBe(6);
    const other = await run({ page: 1 }, 'chiangmai.localhost');
    expect(api.deptApi.calls.videos).toBe(7);
    expect(other.json().data.currentSite.videos.total).toBe(1);
    await run({ page: 1, year: 2025 });
    expect(api.deptApi.calls.videos).toBe(7);

    await api.server.graphql(ONE, { variables: { id: 'v-0001', lang: 'th' } });
    await api.server.graphql(ONE, { variables: { id: 'v-0001', lang: 'th' } });
    expect(api.deptApi.calls.video).toBe(1);
    await api.server.graphql(ONE, { variables: { id: 'v-0001', lang: 'en' } });
    await api.server.graphql(ONE, { variables: { id: 'v-0001', lang: 'th' }, host: 'chiangmai.localhost' });
    expect(api.deptApi.calls.video).toBe(3);
  });

  it('gives a hosted file with its captions, and players built by the gateway for YouTube and Facebook', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const one = async (id: string, lang = 'en') =>
      (await api.server!.graphql(ONE, { variables: { id, lang } })).json().data.currentSite.video;
    expect(await one('v-0001')).toEqual({
      id: 'v-0001',
      title: 'Video number 1',
      description: 'About video 1\n\nSecond paragraph <b>not HTML</b>',
      contentLang: 'en',
      duration: 8,
      thumbnail: { url: '/media/videos/thumbnails/v-0001.svg', alt: 'ภาพปก', width: 640, height: 360 },
      source: {
        kind: 'file',
        url: '/media/videos/clip.webm',
        embedUrl: null,
        mimeType: 'video/webm',
        size: 1000,
        width: 640,
        height: 360,
        captions: [
          { lang: 'th', url: '/media/videos/clip.th.vtt' },
          { lang: 'en', url: '/media/videos/clip.en.vtt' },
        ],
      },
    });
    expect((await one('v-0002')).source).toMatchObject({
      kind: 'youtube',
      url: 'https://www.youtube.com/watch?v=yt000000002',
      embedUrl: 'https://www.youtube-nocookie.com/embed/yt000000002?autoplay=1',
      captions: [],
    });
    expect(await one('v-0002')).toMatchObject({ title: 'วีดิทัศน์ ลำดับที่ 2', contentLang: 'th' });
    expect((await one('v-0003')).source).toMatchObject({
      kind: 'facebook',
      url: 'https://www.facebook.com/probation.moj/videos/1003/',
      embedUrl:
        'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fprobation.moj%2Fvideos%2F1003%2F&show_text=false&autoplay=true',
    });
    expect(await one('nope')).toBeNull();
    expect(await one('cmv-0001')).toBeNull();
  });

  it('never passes on a source that breaks the contract: the video is left out', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const one = await api.server.graphql(ONE, { variables: { id: 'v-evil', lang: 'th' } });
    expect(one.json().data.currentSite.video).toBeNull();
    const list = await api.server.graphql(LIST, { variables: { lang: 'th', section: 'hidden-videos' } });
    expect(list.json().data.currentSite.videos.items).toEqual([]);
    expect(list.body).not.toContain('<script>');
  });

  it('answers the latest videos fragment the home page spreads into its query', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const response = await api.server.graphql(
      `query ($lang: Language!) { currentSite { ...LatestVideosFields } }
       fragment LatestVideosFields on Site { latestVideos: videos(lang: $lang, pageSize: 3) { items { id section } } }`,
      { variables: { lang: 'th' } },
    );
    expect(response.json().data.currentSite.latestVideos.items).toEqual([
      { id: 'v-0001', section: 'videos' },
      { id: 'v-0002', section: 'videos' },
      { id: 'v-0003', section: 'videos' },
    ]);
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ pageSize: 51 }, 'pageSize'],
    [{ section: 'a'.repeat(65) }, 'section'],
    [{ year: 12 }, 'year'],
  ])('refuses %j with a clear BAD_REQUEST error naming %s', async (variables, argument) => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const response = await api.server.graphql(LIST, { variables: { lang: 'th', ...variables } });
    const [error] = response.json().errors;
    expect(error.extensions.code).toBe('BAD_REQUEST');
    expect(error.message).toContain(`"${argument}"`);
    expect(api.deptApi.calls.videos).toBe(0);
  });
});

describe('media byte ranges through the website', () => {
  const api = useDeptApiUnderTest();
  const get = (range?: string) =>
    api.server!.app.inject({
      method: 'GET',
      url: '/media/videos/clip.webm',
      headers: { host: 'localhost', ...(range ? { range } : {}) },
    });

  it('answers the whole file with 200 without a Range header', async () => {
    api.server = await startTestApp(api.deptApi);
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.rawPayload.equals(FAKE_CLIP)).toBe(true);
    expect(api.deptApi.requests.at(-1)?.url).toBe('/media/videos/clip.webm');
  });

  it('passes one byte range on and its 206 with Content-Range back', async () => {
    api.server = await startTestApp(api.deptApi);
    const response = await get('bytes=100-199');
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 100-199/1000');
    expect(response.headers['content-length']).toBe('100');
    expect(response.rawPayload.equals(FAKE_CLIP.subarray(100, 200))).toBe(true);
    const tail = await get('bytes=900-');
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 900-999/1000');
    expect(tail.rawPayload.equals(FAKE_CLIP.subarray(900))).toBe(true);
  });

  it('passes a 416 back for a range beyond the end', async () => {
    api.server = await startTestApp(api.deptApi);
    const response = await get('bytes=5000-');
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */1000');
    expect(response.body).toBe('');
  });

  it('does not pass on a Range header that is not one byte range', async () => {
    api.server = await startTestApp(api.deptApi);
    const response = await get('bytes=0-1,5-9');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(FAKE_CLIP)).toBe(true);
  });
});
