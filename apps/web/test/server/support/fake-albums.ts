/**
 * Photo albums of the fake department API (GET /site/{siteId}/albums and /albums/{id}), from rules tests can
 * predict: site 1 has 15 albums, one every 40 days back from 2026-11-10 (so 2025 and 2026), the second without
 * English; site 2 has 2. Every album has three photos, the first with a caption.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bangkokYear, langOf, listPage, siteOf, yearsOf } from './fake-request.ts';
import type { FakeText } from './fake-content.ts';
import { SITE_1, SITE_2 } from './fake-content.ts';

export interface FakeAlbum {
  id: string;
  siteId: string;
  section: string;
  title: FakeText;
  date: string;
}

type Lang = 'th' | 'en';

function siteAlbums(siteId: string, prefix: string, count: number): FakeAlbum[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const date = new Date(Date.UTC(2026, 10, 10) - index * 40 * 86_400_000).toISOString().slice(0, 10);
    return {
      id: `${prefix}-${String(n).padStart(4, '0')}`,
      siteId,
      section: 'photos',
      title: { th: `อัลบั้มภาพกิจกรรม ชุดที่ ${n}`, en: n === 2 ? null : `Activity album number ${n}` },
      date,
    };
  });
}

export const ALBUMS: FakeAlbum[] = [...siteAlbums(SITE_1, 'al', 15), ...siteAlbums(SITE_2, 'cmal', 2)];

function text(value: FakeText, lang: Lang): string {
  return (lang === 'en' ? value.en : null) ?? value.th;
}

function photosOf(album: FakeAlbum, lang: Lang) {
  const english = lang === 'en' && album.title.en !== null;
  return [
    { url: `/media/albums/${album.id}-1.jpg`, width: 1600, height: 1067 },
    { url: `/media/albums/${album.id}-2.jpg`, width: 1200, height: 1600 },
    { url: '/media/albums/plan.svg', width: 800, height: 600 },
  ].map((photo, index) => ({
    ...photo,
    alt: english ? `Photo ${index + 1} of album ${album.id}` : `ภาพที่ ${index + 1} ของอัลบั้ม ${album.id}`,
    caption: index === 0 ? (english ? 'The opening' : 'พิธีเปิด') : null,
  }));
}

export function albumSummaryAnswer(album: FakeAlbum, lang: Lang) {
  const english = lang === 'en' && album.title.en !== null;
  const [first] = photosOf(album, lang);
  return {
    id: album.id,
    section: album.section,
    title: text(album.title, lang),
    description: english ? `About album ${album.id}` : `รายละเอียดอัลบั้ม ${album.id}`,
    date: album.date,
    cover: { url: first!.url, alt: first!.alt, width: first!.width, height: first!.height },
    photo_count: 3,
    updated_at: `${album.date}T03:00:00.000Z`,
    content_lang: english ? 'en' : 'th',
  };
}

type Intercept = (
  route: 'albums' | 'album',
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<boolean>;

export function registerFakeAlbumRoutes(
  app: FastifyInstance,
  intercept: Intercept,
  errorBody: (status: number, message: string) => unknown,
): void {
  app.get('/site/:siteId/albums', async (request, reply) => {
    if (await intercept('albums', request, reply)) return reply;
    const query = request.query as Record<string, string | undefined>;
    const page = Number(query.page ?? '1');
    const pageSize = Number(query.page_size ?? '12');
    if (!(page >= 1) || !(pageSize >= 1 && pageSize <= 50)) {
      return reply.code(400).send(errorBody(400, 'page or page_size out of range'));
    }
    const inFilters = ALBUMS.filter(
      (album) =>
        album.siteId === siteOf(request) && (query.section === undefined || album.section === query.section),
    );
    const all = inFilters.filter(
      (album) => query.year === undefined || album.date.startsWith(`${query.year}-`),
    );
    return {
      ...listPage(all, page, pageSize, (album) => albumSummaryAnswer(album, langOf(request))),
      years: yearsOf(inFilters, (album) => bangkokYear(album.date)),
    };
  });

  app.get('/site/:siteId/albums/:id', async (request, reply) => {
    if (await intercept('album', request, reply)) return reply;
    const { id } = request.params as { id: string };
    const album = ALBUMS.find((item) => item.siteId === siteOf(request) && item.id === id);
    if (!album) return reply.code(404).send(errorBody(404, 'unknown album'));
    const lang = langOf(request);
    return { ...albumSummaryAnswer(album, lang), photos: photosOf(album, lang) };
  });
}
