import { describe, expect, it } from 'vitest';
import { usePageApp } from './support/page-app.ts';
import { pageDom } from './support/page-dom.ts';

/** The photo album pages (issue 3) through app.inject on the production build, in front of the fake department API. */
const suite = usePageApp();
const { get } = suite;

function paginationLinks(body: string): string[] {
  const nav = /<nav class="pagination"[^>]*>([\s\S]*?)<\/nav>/.exec(body)?.[1] ?? '';
  return [...nav.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}

/** Every <img> tag of a piece of HTML. */
function imgTags(html: string): string[] {
  return [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&');
}

describe('album list of a photos section', () => {
  it('lists albums as cards with cover, title link, date and photo count; header, breadcrumbs, pages', async () => {
    const response = await get('/en/photos');
    expect(response.statusCode).toBe(200);
    const { body } = response;
    expect(body).toContain('<title>Photo Gallery | Department of Probation</title>');
    expect(body).toContain('<h1>Photo Gallery</h1>');
    expect(body.replaceAll('<!-- -->', '')).toContain('15 albums · newest first · Page 1 of 2');
    expect(body).toContain('href="/en/photos/al-0001">Activity album number 1</a>');
    expect(body).toContain('<time dateTime="2026-11-10">10 November 2026</time>');
    expect(body).toContain('3 photos');
    expect(body).toMatch(/<h2 class="album-card__title" lang="th"><a href="\/en\/photos\/al-0002">/);
    expect(body).toContain('<nav class="pagination" aria-label="Pages of the album list">');
    expect(paginationLinks(body)).toEqual(['/en/photos', '/en/photos?page=2', '/en/photos?page=2']);
    expect(body.match(/<article class="album-card">/g)).toHaveLength(12);
  });

  it('serves covers in sizes that suit the card: AVIF, WebP and JPEG srcsets, sizes, width and height', async () => {
    const { body } = await get('/th/photos');
    const card = /<article class="album-card">([\s\S]*?)<\/article>/.exec(body)![1]!;
    expect(card).toContain('<picture class="responsive-picture">');
    expect(card).toMatch(
      /<source type="image\/avif" srcSet="\/media\/albums\/al-0001-1\.jpg\?w=320&amp;format=avif 320w, /,
    );
    expect(card).toContain('<source type="image/webp"');
    const [img] = imgTags(card);
    expect(attribute(img!, 'srcSet')).toBe(
      [320, 480, 640, 960, 1280]
        .map((w) => `/media/albums/al-0001-1.jpg?w=${w}&format=jpeg ${w}w`)
        .join(', ') + ', /media/albums/al-0001-1.jpg?w=1920&format=jpeg 1600w',
    );
    expect(attribute(img!, 'sizes')).toMatch(/100vw$/);
    expect(attribute(img!, 'src')).toBe('/media/albums/al-0001-1.jpg?w=960&format=jpeg');
    expect([attribute(img!, 'width'), attribute(img!, 'height'), attribute(img!, 'alt')]).toEqual([
      '1600',
      '1067',
      '',
    ]);
    const lazy = imgTags(body).filter(
      (tag) => tag.includes('album-card__cover') && tag.includes('loading="lazy"'),
    );
    expect(lazy).toHaveLength(9);
    // The three covers above the fold load at once; only the first, the likely largest paint, comes first.
    const eager = imgTags(body).filter(
      (tag) => tag.includes('album-card__cover') && !tag.includes('loading='),
    );
    expect(eager).toHaveLength(3);
    const first = eager.filter((tag) => /fetchpriority="high"/i.test(tag));
    expect(first).toEqual([eager[0]]);
  });

  it('shows Thai dates in the Buddhist era and Thai texts', async () => {
    const { body } = await get('/th/photos');
    expect(body).toContain('<h1>คลังภาพ</h1>');
    expect(body).toContain('10 พฤศจิกายน 2569');
    expect(body).toContain('ทั้งหมด 15 อัลบั้ม');
    expect(body).toContain('<option value="2026">2569</option>');
  });

  it('filters by year in the URL (a GET form) and pages through the result', async () => {
    const { body, statusCode } = await get('/en/photos?year=2025&category=x&utm_source=mail');
    expect(statusCode).toBe(200);
    const form = /<form class="list-filters"[^>]*>/.exec(body)?.[0];
    expect(form).toContain('action="/en/photos"');
    expect(form).toContain('method="get"');
    expect(body).not.toContain('name="category"');
    expect(body).toContain('Filter albums');
    expect(body).toMatch(/<option value="2025" selected="">2025/);
    expect(body).toContain('Showing: year 2025');
    const cards = body.match(/<article class="album-card">/g) ?? [];
    expect(cards.length).toBeGreaterThan(0);
    expect([...body.matchAll(/<time dateTime="(\d{4})-/g)].every((match) => match[1] === '2025')).toBe(true);
    expect(body).toContain('<link rel="canonical" href="http://localhost:3000/en/photos?year=2025">');
    const second = await get('/en/photos?page=2');
    expect(second.body.match(/<article class="album-card">/g)).toHaveLength(3);
    expect(second.body).toContain('aria-current="page" aria-label="Page 2">2</a>');
  });

  it('shows the empty state when no album matches', async () => {
    const filtered = await get('/en/photos?year=2001');
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body).toContain('<p class="empty-state">No albums match the year you chose.</p>');
    expect(filtered.body).toContain('0 albums');
  });
});

describe('album detail', () => {
  it('shows the title, date, description, breadcrumbs, share links and the photos as linked thumbnails', async () => {
    const response = await get('/en/photos/al-0001');
    expect(response.statusCode).toBe(200);
    const { body } = response;
    expect(body).toContain('<title>Activity album number 1 | Department of Probation</title>');
    expect(body).toContain('<h1>Activity album number 1</h1>');
    expect(body).toContain('<time dateTime="2026-11-10">10 November 2026</time>');
    expect(body).toContain('About album al-0001');
    expect(body).toMatch(
      /<li><a href="\/en\/photos">Photo Gallery<\/a><\/li><li><span aria-current="page">Activity album number 1/,
    );
    expect(body).toContain('Share this album');
    expect(body).toContain(
      'https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost%3A3000%2Fen%2Fphotos%2Fal-0001',
    );
    // Each thumbnail links to the full-size file, so the gallery works without JavaScript.
    const links = [...body.matchAll(/<a class="photo-grid__link" href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual([
      '/media/albums/al-0001-1.jpg',
      '/media/albums/al-0001-2.jpg',
      '/media/albums/plan.svg',
    ]);
    expect(body).toContain('<p class="photo-grid__caption">The opening</p>');
    expect(body).toMatch(/<dialog class="viewer" aria-label="Photo viewer"/);
    expect(body).not.toMatch(/<dialog[^>]* open/);
  });

  it('gives every photo width, height, alt, srcset and sizes; an SVG stays a plain image', async () => {
    const { body } = await get('/en/photos/al-0001');
    const grid = /<ul class="photo-grid">([\s\S]*?)<\/ul>/.exec(body)![1]!;
    const images = imgTags(grid);
    expect(images).toHaveLength(3);
    for (const tag of images) {
      expect(attribute(tag, 'width')).toMatch(/^\d+$/);
      expect(attribute(tag, 'height')).toMatch(/^\d+$/);
      expect(attribute(tag, 'alt')).toMatch(/^Photo \d of album al-0001$/);
    }
    const portrait = images[1]!;
    expect([attribute(portrait, 'width'), attribute(portrait, 'height')]).toEqual(['1200', '1600']);
    expect(attribute(portrait, 'srcSet')).toContain('/media/albums/al-0001-2.jpg?w=1280&format=jpeg 1200w');
    expect(attribute(portrait, 'sizes')).toBeTruthy();
    const svg = images[2]!;
    expect(attribute(svg, 'src')).toBe('/media/albums/plan.svg');
    expect(attribute(svg, 'srcSet')).toBeUndefined();
    expect(grid.match(/<source type="image\/avif"/g)).toHaveLength(2);
  });

  it('gives OpenGraph tags with the 1200×630 JPEG share image of its cover', async () => {
    const page = pageDom((await get('/en/photos/al-0001')).body);
    const meta = (property: string) =>
      page.document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    expect(meta('og:url')).toBe('http://localhost:3000/en/photos/al-0001');
    expect(meta('og:image')).toBe('http://localhost:3000/media/albums/al-0001-1.jpg?variant=share');
    expect([meta('og:image:type'), meta('og:image:width'), meta('og:image:height')]).toEqual([
      'image/jpeg',
      '1200',
      '630',
    ]);
    expect(meta('og:image:alt')).toBe('Photo 1 of album al-0001');
    expect(meta('og:description')).toBe('About album al-0001');
  });

  it('shows an album without English in Thai, marked lang="th", with the notice', async () => {
    const { body } = await get('/en/photos/al-0002');
    expect(body).toContain('This album has no English version yet, so it is shown in Thai.');
    expect(body).toContain('<h1 lang="th">อัลบั้มภาพกิจกรรม ชุดที่ 2</h1>');
    expect(body).toMatch(/<img [^>]*alt="ภาพที่ 1 ของอัลบั้ม al-0002"[^>]*lang="th"/);
  });

  it('shows Thai pages in the Buddhist era', async () => {
    const { body } = await get('/th/photos/al-0001');
    expect(body).toContain('<h1>อัลบั้มภาพกิจกรรม ชุดที่ 1</h1>');
    expect(body).toContain('10 พฤศจิกายน 2569');
    expect(body).toContain('aria-label="ชมภาพขยาย"');
  });

  it.each([
    '/en/photos/al-0099',
    '/en/photos/cmal-0001',
    '/en/photos/bad%20id',
    '/en/press-releases/al-0001',
    '/en/downloads/al-0001',
  ])('answers the 404 page for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('href="/en/main"');
  });

  it('still shows news items under their news section', async () => {
    expect((await get('/en/press-releases/n-0001')).statusCode).toBe(200);
    expect((await get('/en/photos/n-0001')).statusCode).toBe(404);
  });
});
