import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Video, VideoPage } from '@probation/contract';
import { DEMO_SITE_IDS } from './support/demo-seed.ts';
import { STORE_KINDS, startTestApp, useDeptApiUnderTest } from './support/test-app.ts';

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
/** A hosted demo clip, as dept-api serves it from its media folder. */
const CLIP_PATH = '/media/videos/about-the-department.webm';
const CLIP = readFileSync(new URL(`../../../dept-api${CLIP_PATH}`, import.meta.url));
type Source = Record<string, unknown> & { kind: string };

/** Videos through the gateway: pass-through, cache keys, sources checked, media byte ranges. */

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
    const url = new URL(videoRequests()[0]!.url, 'http://upstream');
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

    const upstream = await api.deptApi.read<VideoPage>(`${DEPT}/videos?lang=th&page=2&page_size=5`);
    expect(upstream.total).toBeGreaterThan(5);
    const second = await api.server.graphql(LIST, { variables: { lang: 'th', page: 2, pageSize: 5 } });
    expect(second.json().data.currentSite.videos).toMatchObject({
      total: upstream.total,
      page: 2,
      pageSize: 5,
      pageCount: Math.ceil(upstream.total / 5),
    });
    expect(second.json().data.currentSite.videos.items.map((video: { id: string }) => video.id)).toEqual(
      upstream.items.map((video) => video.id),
    );
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
    const chiangmai = await api.deptApi.read<VideoPage>(`/site/${DEMO_SITE_IDS.chiangmai}/videos`);
    expect(other.json().data.currentSite.videos.total).toBe(chiangmai.total);
    await run({ page: 1, year: 2025 });
    expect(api.deptApi.calls.videos).toBe(7);

    await api.server.graphql(ONE, { variables: { id: 'dept-v01', lang: 'th' } });
    await api.server.graphql(ONE, { variables: { id: 'dept-v01', lang: 'th' } });
    expect(api.deptApi.calls.video).toBe(1);
    await api.server.graphql(ONE, { variables: { id: 'dept-v01', lang: 'en' } });
    await api.server.graphql(ONE, { variables: { id: 'dept-v01', lang: 'th' }, host: 'chiangmai.localhost' });
    expect(api.deptApi.calls.video).toBe(3);
  });

  it('gives a hosted file with its captions, and players built by the gateway for YouTube and Facebook', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    const one = async (id: string, lang = 'en') =>
      (await api.server!.graphql(ONE, { variables: { id, lang } })).json().data.currentSite.video;
    const { items } = await api.deptApi.read<VideoPage>(`${DEPT}/videos?lang=en&page_size=50`);
    const ofKind = (kind: string) => items.find((video) => (video.source as Source).kind === kind)!;
    const hosted = await api.deptApi.read<Video>(`${DEPT}/videos/${ofKind('file').id}?lang=en`);
    const file = hosted.source as Source & { captions: Record<string, string> };
    expect(await one(hosted.id)).toEqual({
      id: hosted.id,
      title: hosted.title,
      description: hosted.description,
      contentLang: hosted.content_lang,
      duration: hosted.duration,
      thumbnail: hosted.thumbnail,
      source: {
        kind: 'file',
        url: file.url,
        embedUrl: null,
        mimeType: 'video/webm',
        size: file.size,
        width: file.width,
        height: file.height,
        // Thai first, then English, whatever order the API gave them in.
        captions: ['th', 'en'].map((lang) => ({ lang, url: file.captions[lang] })),
      },
    });
    expect(Object.keys(file.captions).sort()).toEqual(['en', 'th']);
    const youtube = ofKind('youtube');
    const youtubeId = (youtube.source as Source & { video_id: string }).video_id;
    expect((await one(youtube.id)).source).toMatchObject({
      kind: 'youtube',
      url: `https://www.youtube.com/watch?v=${youtubeId}`,
      embedUrl: `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1`,
      captions: [],
    });
    const thaiOnly = items.find((video) => video.content_lang === 'th')!;
    expect(await one(thaiOnly.id)).toMatchObject({ title: thaiOnly.title, contentLang: 'th' });
    const facebook = ofKind('facebook');
    const facebookUrl = (facebook.source as Source & { url: string }).url;
    expect((await one(facebook.id)).source).toMatchObject({
      kind: 'facebook',
      url: facebookUrl,
      embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(facebookUrl)}&show_text=false&autoplay=true`,
    });
    expect(await one('nope')).toBeNull();
    expect(await one('chiangmai-v01')).toBeNull();
  });

  it('never passes on a source that breaks the contract: the video is left out', async () => {
    api.server = await startTestApp(api.deptApi, {}, { store });
    // dept-api refuses such a source, so the proxy forges the answers (outside the contract on purpose).
    const real = await api.deptApi.read<Video>(`${DEPT}/videos/dept-v04?lang=th`);
    const evil = { ...real, id: 'v-evil', source: { kind: 'youtube', video_id: '"><script>x' } };
    api.deptApi.forge('video', 200, evil);
    api.deptApi.forge('videos', 200, { items: [evil], total: 1, page: 1, page_size: 12, years: [] });
    const one = await api.server.graphql(ONE, { variables: { id: 'v-evil', lang: 'th' } });
    expect(one.json().data.currentSite.video).toBeNull();
    const list = await api.server.graphql(LIST, { variables: { lang: 'th', section: 'videos' } });
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
    const upstream = await api.deptApi.read<VideoPage>(`${DEPT}/videos?lang=th&page_size=3`);
    expect(upstream.items).toHaveLength(3);
    expect(response.json().data.currentSite.latestVideos.items).toEqual(
      upstream.items.map(({ id, section }) => ({ id, section })),
    );
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
      url: CLIP_PATH,
      headers: { host: 'localhost', ...(range ? { range } : {}) },
    });

  it('answers the whole file with 200 without a Range header', async () => {
    api.server = await startTestApp(api.deptApi);
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.rawPayload.equals(CLIP)).toBe(true);
    expect(api.deptApi.requests.at(-1)?.url).toBe(CLIP_PATH);
  });

  it('passes one byte range on and its 206 with Content-Range back', async () => {
    api.server = await startTestApp(api.deptApi);
    const response = await get('bytes=100-199');
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-199/${CLIP.length}`);
    expect(response.headers['content-length']).toBe('100');
    expect(response.rawPayload.equals(CLIP.subarray(100, 200))).toBe(true);
    const tail = await get(`bytes=${CLIP.length - 100}-`);
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(
      `bytes ${CLIP.length - 100}-${CLIP.length - 1}/${CLIP.length}`,
    );
    expect(tail.rawPayload.equals(CLIP.subarray(CLIP.length - 100))).toBe(true);
  });

  it('passes a 416 back for a range beyond the end', async () => {
    api.server = await startTestApp(api.deptApi);
    const response = await get(`bytes=${CLIP.length + 5000}-`);
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${CLIP.length}`);
    expect(response.body).toBe('');
  });

  it('does not pass on a Range header that is not one byte range', async () => {
    api.server = await startTestApp(api.deptApi);
    const response = await get('bytes=0-1,5-9');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(CLIP)).toBe(true);
  });
});
