import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bangkokYear, langOf, listPage, siteOf, yearsOf } from './fake-request.ts';
import { SITE_1, SITE_2, type FakeText } from './fake-content.ts';
import { deliberatelyOutsideContract } from './contract-check.ts';

/**
 * Videos of the fake department API (packages/contract/README.md, "Content calls (issue 3, videos)"): site 1
 * has 14 in its `videos` section over 2025 and 2026 (every third a hosted file, the others YouTube or Facebook),
 * site 2 has one. `v-0002` has no English; `v-evil` carries a source that breaks the contract (a YouTube id that
 * would break out of an attribute), which the gateway must never pass on.
 */
export interface FakeVideo {
  id: string;
  siteId: string;
  section: string;
  title: FakeText;
  description: FakeText;
  publishedAt: string;
  duration: number;
  source: Record<string, unknown>;
  /** Breaks the contract on purpose: answers that carry it are not checked against the contract. */
  outsideContract?: boolean;
}

/** The bytes of the one hosted file the fake serves (/media/videos/clip.webm), with byte ranges. */
export const FAKE_CLIP = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));

function sourceOf(n: number): Record<string, unknown> {
  if (n % 3 === 1) {
    return {
      kind: 'file',
      url: '/media/videos/clip.webm',
      mime_type: 'video/webm',
      size: FAKE_CLIP.length,
      width: 640,
      height: 360,
      captions: { th: '/media/videos/clip.th.vtt', en: '/media/videos/clip.en.vtt' },
    };
  }
  if (n % 3 === 2) return { kind: 'youtube', video_id: `yt${String(n).padStart(9, '0')}` };
  return { kind: 'facebook', url: `https://www.facebook.com/probation.moj/videos/${1000 + n}/` };
}

function siteVideos(siteId: string, prefix: string, count: number): FakeVideo[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    // Newest first: video 1 on 2026-11-15, then every 40 days back, so the list spans 2025 and 2026.
    const published = new Date(Date.UTC(2026, 10, 15, 3) - index * 40 * 86_400_000);
    return {
      id: `${prefix}-${String(n).padStart(4, '0')}`,
      siteId,
      section: 'videos',
      title: { th: `วีดิทัศน์ ลำดับที่ ${n}`, en: n === 2 ? null : `Video number ${n}` },
      description: {
        th: `คำอธิบายวีดิทัศน์ ลำดับที่ ${n}\n\nย่อหน้าที่สอง <b>ไม่ใช่ HTML</b>`,
        en: n === 2 ? null : `About video ${n}\n\nSecond paragraph <b>not HTML</b>`,
      },
      publishedAt: published.toISOString(),
      duration: n === 1 ? 8 : 60 * n + 5,
      source: sourceOf(n),
    };
  });
}

export const VIDEOS: FakeVideo[] = [
  ...siteVideos(SITE_1, 'v', 14),
  ...siteVideos(SITE_2, 'cmv', 1),
  {
    id: 'v-evil',
    siteId: SITE_1,
    section: 'hidden-videos',
    title: { th: 'วีดิทัศน์ที่มีแหล่งไม่ปลอดภัย', en: 'Video with an unsafe source' },
    description: { th: 'ไม่ปลอดภัย', en: 'Unsafe' },
    publishedAt: '2024-01-01T00:00:00.000Z',
    duration: 30,
    source: { kind: 'youtube', video_id: '"><script>x' },
    outsideContract: true,
  },
];

type Lang = 'th' | 'en';

export function videoAnswer(video: FakeVideo, lang: Lang) {
  const english = lang === 'en' && video.title.en !== null;
  const served: Lang = english ? 'en' : 'th';
  return {
    id: video.id,
    section: video.section,
    title: (served === 'en' ? video.title.en : null) ?? video.title.th,
    description: (served === 'en' ? video.description.en : null) ?? video.description.th,
    published_at: video.publishedAt,
    updated_at: video.publishedAt,
    thumbnail: { url: `/media/videos/thumbnails/${video.id}.svg`, alt: 'ภาพปก', width: 640, height: 360 },
    duration: video.duration,
    source: video.source,
    content_lang: served,
  };
}

type Intercept = (
  route: 'videos' | 'video',
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<boolean>;

export function registerFakeVideoRoutes(
  app: FastifyInstance,
  intercept: Intercept,
  errorBody: (status: number, message: string) => unknown,
): void {
  app.get('/site/:siteId/videos', async (request, reply) => {
    if (await intercept('videos', request, reply)) return reply;
    const query = request.query as Record<string, string | undefined>;
    const page = Number(query.page ?? '1');
    const pageSize = Number(query.page_size ?? '12');
    if (!(page >= 1) || !(pageSize >= 1 && pageSize <= 50)) {
      return reply.code(400).send(errorBody(400, 'page or page_size out of range'));
    }
    const inFilters = VIDEOS.filter((video) => {
      if (video.siteId !== siteOf(request)) return false;
      return query.section ? video.section === query.section : video.section === 'videos';
    }).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    const all = inFilters.filter(
      (video) => query.year === undefined || bangkokYear(video.publishedAt) === Number(query.year),
    );
    if (all.some((video) => video.outsideContract)) deliberatelyOutsideContract.add(request);
    return {
      ...listPage(all, page, pageSize, (video) => videoAnswer(video, langOf(request))),
      years: yearsOf(inFilters, (video) => bangkokYear(video.publishedAt)),
    };
  });

  app.get('/site/:siteId/videos/:id', async (request, reply) => {
    if (await intercept('video', request, reply)) return reply;
    const { id } = request.params as { id: string };
    const video = VIDEOS.find((item) => item.siteId === siteOf(request) && item.id === id);
    if (!video) return reply.code(404).send(errorBody(404, 'unknown video'));
    if (video.outsideContract) deliberatelyOutsideContract.add(request);
    return videoAnswer(video, langOf(request));
  });
}

/** The fake's /media/videos/clip.webm: the whole file, or one byte range of it (206), or 416. */
export function sendFakeClip(request: FastifyRequest, reply: FastifyReply) {
  reply.header('accept-ranges', 'bytes').type('video/webm');
  const match = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
  if (!match) return reply.send(FAKE_CLIP);
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), FAKE_CLIP.length - 1) : FAKE_CLIP.length - 1;
  if (start >= FAKE_CLIP.length) {
    return reply.code(416).header('content-range', `bytes */${FAKE_CLIP.length}`).send();
  }
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${FAKE_CLIP.length}`)
    .send(FAKE_CLIP.subarray(start, end + 1));
}
