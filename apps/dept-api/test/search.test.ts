/**
 * GET /site/{siteId}/search on both databases (embedded PGlite; PostgreSQL when TEST_DATABASE_URL is set, as in
 * `npm test`): Thai whole words, English stems, typos, ranking, facets, pages, the index following writes, and
 * hostile queries.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsInput, SearchResult, TextPart } from '@probation/contract';
import { SEARCH_QUERY_MAX_LENGTH } from '@probation/contract';
import { searchEntries, seedRevisions } from '../src/db/schema.ts';
import { rebuildSearchIndex } from '../src/search/search-entries.ts';
import { seedDemoData } from '../src/seed/seed-demo-data.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { EDITOR, expectAnswer, expectError, startTestApi, type TestApi } from './helpers/test-api.ts';
import { TEST_DRIVERS } from './helpers/test-database.ts';

const SITE: string = DEMO_SITE_IDS.dept;
const OTHER_SITE = DEMO_SITE_IDS.chiangmai;

type NewsTexts = Pick<NewsInput, 'published_at'> &
  Partial<Pick<NewsInput, 'title' | 'summary' | 'body_html' | 'category'>>;

function newsInput(overrides: NewsTexts): NewsInput {
  return {
    section: 'press-releases',
    title: { th: 'ข่าวทดสอบการค้นหา' },
    summary: { th: 'สรุปข่าว' },
    body_html: { th: '<p>เนื้อหา</p>' },
    tags: [],
    pinned: false,
    highlight: false,
    ...overrides,
  };
}

const joined = (parts: readonly TextPart[]) => parts.map((part) => part.text).join('');
const marked = (parts: readonly TextPart[]) => parts.filter((part) => part.match).map((part) => part.text);

describe.each(TEST_DRIVERS)('search on %s', (driver) => {
  let api: TestApi;
  let token: string;
  let editor: string;
  const created: Record<string, string> = {};

  async function search(query: string, site = SITE): Promise<SearchResult> {
    return expectAnswer<SearchResult>(
      await api.get(`/site/${site}/search?${query}`, token),
      200,
      'SearchResult',
    );
  }
  const ids = (result: SearchResult) => result.items.map((hit) => hit.id);

  async function createNews(name: string, input: NewsInput): Promise<string> {
    const response = await api.send('POST', `/site/${SITE}/news`, editor, input);
    const id = expectAnswer<{ id: string }>(response, 201, 'News').id;
    created[name] = id;
    return id;
  }

  beforeAll(async () => {
    api = await startTestApi({ driver });
    token = await api.token();
    editor = await api.token(EDITOR);
    // Thai: ตา (eye) as a word of its own, and ตาม (follow) that merely contains its letters; no spaces.
    await createNews(
      'eye',
      newsInput({
        published_at: '2025-03-01T09:00:00+07:00',
        title: { th: 'คลินิกยุติธรรมชวนผู้สูงอายุตรวจตาฟรี' },
        body_html: { th: '<p>หน่วยแพทย์เคลื่อนที่ตรวจสุขภาพตาให้ผู้มารับบริการ</p>' },
      }),
    );
    await createNews(
      'follow',
      newsInput({
        published_at: '2025-03-02T09:00:00+07:00',
        title: { th: 'พนักงานคุมประพฤติติดตามผลการปฏิบัติตามเงื่อนไข' },
        body_html: { th: '<p>เจ้าหน้าที่เดินตามทางไปเยี่ยมบ้านผู้ถูกคุมความประพฤติ</p>' },
      }),
    );
    // English: stems, phrase against scattered words, title against body, recency.
    const en = (title: string, body: string, date: string) =>
      newsInput({
        published_at: date,
        title: { th: 'ข่าวภาษาอังกฤษ', en: title },
        summary: { th: 'สรุป', en: 'Summary.' },
        body_html: { th: '<p>เนื้อหา</p>', en: `<p>${body}</p>` },
      });
    await createNews(
      'bracelets',
      en(
        'Quokka bracelets for offenders',
        'The office fitted new ankle bracelets.',
        '2024-06-01T09:00:00+07:00',
      ),
    );
    await createNews(
      'phrase',
      en(
        'Notes from the field',
        'Volunteers planted mangroves in a wombat sanctuary last week.',
        '2024-05-01T09:00:00+07:00',
      ),
    );
    await createNews(
      'scattered',
      en(
        'More notes',
        'A sanctuary for birds was cleaned; later a wombat was seen.',
        '2026-05-01T09:00:00+07:00',
      ),
    );
    await createNews(
      'inTitle',
      en('Platypus day at the office', 'Nothing else to say.', '2024-01-01T09:00:00+07:00'),
    );
    await createNews(
      'inBody',
      en('Another day', 'We talked about the platypus.', '2026-01-01T09:00:00+07:00'),
    );
    await createNews('older', en('Echidna workshop', 'Same text.', '2024-02-01T09:00:00+07:00'));
    await createNews('newer', en('Echidna workshop', 'Same text.', '2025-02-01T09:00:00+07:00'));
  });
  afterAll(() => api.close());

  it('finds a Thai word inside unspaced text', async () => {
    const result = await search(`q=${encodeURIComponent('ประพฤติ')}&page_size=50`);
    expect(result.total).toBeGreaterThan(0);
    expect(ids(await search(`q=${encodeURIComponent('ติดตาม')}`))).toContain(created.follow);
    const hit = (await search(`q=${encodeURIComponent('ตรวจตา')}`)).items.find(
      (item) => item.id === created.eye,
    );
    expect(hit?.type).toBe('news');
    expect(marked(hit!.title_parts)).toEqual(['ตรวจ', 'ตา']);
  });

  it('does not match a short Thai word inside a longer one: ตา (eye) is not in ตาม (follow)', async () => {
    const eye = await search(`q=${encodeURIComponent('ตา')}&type=news&page_size=50`);
    expect(ids(eye)).toContain(created.eye);
    expect(ids(eye)).not.toContain(created.follow);
    expect(ids(await search(`q=${encodeURIComponent('ตาม')}&type=news&page_size=50`))).toContain(
      created.follow,
    );
  });

  it('stems English words: bracelet finds bracelets, and marks the word as written', async () => {
    const result = await search('q=bracelet&lang=en&page_size=50');
    expect(ids(result)).toContain(created.bracelets);
    for (const item of result.items) {
      const words = [...marked(item.title_parts), ...marked(item.snippet)].map((word) => word.toLowerCase());
      expect(words.length, item.id).toBeGreaterThan(0);
      for (const word of words) expect(word).toMatch(/^bracelet/);
    }
    const hit = result.items.find((item) => item.id === created.bracelets);
    expect(hit).toMatchObject({ type: 'news', section: 'press-releases', content_lang: 'en' });
    expect(marked(hit!.title_parts)).toEqual(['bracelets']);
    expect(joined(hit!.title_parts)).toBe('Quokka bracelets for offenders');
    expect(marked(hit!.snippet)).toEqual(['bracelets']);
  });

  it('finds a mistyped Latin word by trigram similarity', async () => {
    const result = await search('q=quokkas%20braclets&lang=en');
    expect(ids(result)).toEqual([created.bracelets]);
    expect(marked(result.items[0]!.title_parts)).toEqual(['Quokka', 'bracelets']);
  });

  it('ranks a phrase above scattered words, even newer ones', async () => {
    expect(ids(await search('q=wombat%20sanctuary&lang=en'))).toEqual([created.phrase, created.scattered]);
  });

  it('ranks a title above a body, and the newer of two equal items first', async () => {
    expect(ids(await search('q=platypus&lang=en'))).toEqual([created.inTitle, created.inBody]);
    expect(ids(await search('q=echidna&lang=en'))).toEqual([created.newer, created.older]);
  });

  it('counts hits per type and per year, each under the other filters', async () => {
    const all = await search('q=workshop&lang=en&page_size=50');
    expect(all.total).toBe(all.items.length);
    expect(all.facets.types.reduce((sum, row) => sum + row.count, 0)).toBe(all.total);
    const years = Object.fromEntries(all.facets.years.map((row) => [row.year, row.count]));
    expect(years[2024]).toBeGreaterThanOrEqual(1);
    expect(years[2025]).toBeGreaterThanOrEqual(1);

    const in2025 = await search('q=echidna&lang=en&year=2025');
    expect(ids(in2025)).toEqual([created.newer]);
    expect(in2025.total).toBe(1);
    // The year facet ignores the year filter, so the other year stays on offer.
    expect(in2025.facets.years).toEqual([
      { year: 2025, count: 1 },
      { year: 2024, count: 1 },
    ]);
    expect(in2025.facets.types).toEqual([{ type: 'news', count: 1 }]);

    const sections = await search('q=news&lang=en&type=section');
    expect(sections.items.every((hit) => hit.type === 'section' && hit.date === null)).toBe(true);
    expect(sections.total).toBe(sections.facets.types.find((row) => row.type === 'section')?.count);
    expect(sections.facets.types.length).toBeGreaterThan(1);
  });

  it('searches every content type: documents by file name, albums by caption, videos, events, pages', async () => {
    const found = await search(`q=${encodeURIComponent('คุมประพฤติ')}&page_size=1`);
    const types = found.facets.types.map((row) => row.type).sort();
    expect(types).toEqual(['album', 'document', 'event', 'news', 'page', 'video']);
    expect((await search('q=calendar&lang=en&type=section')).items[0]).toMatchObject({
      type: 'section',
      id: 'calendar',
      section: 'calendar',
    });
    const document = await api.send('POST', `/site/${SITE}/documents`, editor, {
      section: 'laws',
      date: '2026-01-05T09:00:00+07:00',
      title: { th: 'ประกาศทดสอบ' },
      files: [
        {
          url: '/media/x.pdf',
          name: 'ตารางเวรเดือนมกราคม-zanzibar.pdf',
          mime_type: 'application/pdf',
          size: 10,
        },
      ],
    });
    const documentId = expectAnswer<{ id: string }>(document, 201, 'Document').id;
    const byFileName = await search('q=zanzibar');
    expect(byFileName.items.map((hit) => [hit.type, hit.id])).toEqual([['document', documentId]]);
    expect(marked(byFileName.items[0]!.snippet)).toEqual(['zanzibar']);
  });

  it('answers an item without English in Thai under lang=en', async () => {
    const result = await search(`q=${encodeURIComponent('ตรวจตา')}&lang=en`);
    const hit = result.items.find((item) => item.id === created.eye);
    expect(hit).toMatchObject({ content_lang: 'th', title: 'คลินิกยุติธรรมชวนผู้สูงอายุตรวจตาฟรี' });
  });

  it('pages through the hits in a stable order', async () => {
    const q = `q=${encodeURIComponent('คุมประพฤติ')}`;
    const all = await search(`${q}&page_size=50`);
    expect(all.total).toBeGreaterThan(6);
    const first = await search(`${q}&page_size=3&page=1`);
    const second = await search(`${q}&page_size=3&page=2`);
    expect(first).toMatchObject({ page: 1, page_size: 3, total: all.total });
    expect(second).toMatchObject({ page: 2, page_size: 3, total: all.total });
    expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 6));
    const beyond = await search(`${q}&page_size=50&page=1000`);
    expect(beyond).toMatchObject({ items: [], total: all.total });
  });

  it('follows every write: a created item is found, a changed one by its new words only, a removed one no more', async () => {
    const id = await createNews(
      'written',
      newsInput({
        published_at: '2026-02-01T09:00:00+07:00',
        title: { th: 'ข่าวใหม่', en: 'Capybara volunteers meet' },
        summary: { th: 'สรุป', en: 'Summary.' },
        body_html: { th: '<p>เนื้อหา</p>', en: '<p>Text.</p>' },
      }),
    );
    expect(ids(await search('q=capybara&lang=en'))).toEqual([id]);
    const changed = await api.send(
      'PUT',
      `/site/${SITE}/news/${id}`,
      editor,
      newsInput({
        published_at: '2026-02-01T09:00:00+07:00',
        title: { th: 'ข่าวใหม่', en: 'Narwhal volunteers meet' },
        summary: { th: 'สรุป', en: 'Summary.' },
        body_html: { th: '<p>เนื้อหา</p>', en: '<p>Text.</p>' },
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(ids(await search('q=capybara&lang=en'))).toEqual([]);
    expect(ids(await search('q=narwhal&lang=en'))).toEqual([id]);
    expect((await api.send('DELETE', `/site/${SITE}/news/${id}`, editor)).statusCode).toBe(204);
    expect(ids(await search('q=narwhal&lang=en'))).toEqual([]);

    const page = await api.send('PUT', `/site/${SITE}/pages/faq`, editor, {
      title: { th: 'คำถามที่พบบ่อย', en: 'Frequently Asked Questions' },
      body_html: { th: '<p>ถามตอบ</p>', en: '<p>Where is the axolotl office?</p>' },
    });
    expect(page.statusCode, page.body).toBe(200);
    const pageHits = await search('q=axolotl&lang=en');
    expect(pageHits.items.map((hit) => [hit.type, hit.id, hit.section])).toEqual([['page', 'faq', 'faq']]);
  });

  it('keeps each site to its own content', async () => {
    expect(ids(await search('q=quokka&lang=en', OTHER_SITE))).toEqual([]);
  });

  it('is rebuilt whole with the same answers', async () => {
    const before = await search('q=wombat%20sanctuary&lang=en');
    expect(await rebuildSearchIndex(api.database.db)).toBeGreaterThan(1000);
    expect(await search('q=wombat%20sanctuary&lang=en')).toEqual(before);
  });

  it('is rebuilt at start when it was built by another index version, and only then', async () => {
    const { db } = api.database;
    await db.update(seedRevisions).set({ revision: 0 }).where(eq(seedRevisions.name, 'search-index'));
    await db.delete(searchEntries);
    expect(ids(await search('q=wombat&lang=en'))).toEqual([]);
    expect((await seedDemoData(db)).searchEntriesWritten).toBeGreaterThan(1000);
    expect(ids(await search('q=wombat%20sanctuary&lang=en'))).toEqual([created.phrase, created.scattered]);
    expect((await seedDemoData(db)).searchEntriesWritten).toBe(0);
  });

  it('takes any text as plain words, never as a query language', async () => {
    const hostile = [
      "'; drop table search_entries; --",
      "wombat' | 'sanctuary",
      'wombat & !sanctuary <-> (x:* | y:A)',
      "\\'\\",
      '<script>alert(1)</script>',
      '%_%',
      '🙂'.repeat(50),
      'a'.repeat(SEARCH_QUERY_MAX_LENGTH),
      'ก'.repeat(SEARCH_QUERY_MAX_LENGTH),
    ];
    for (const q of hostile) {
      const result = await search(`q=${encodeURIComponent(q)}&lang=en`);
      expect(result.total, q).toBe(result.facets.types.reduce((sum, row) => sum + row.count, 0));
    }
    const quoted = await search(`q=${encodeURIComponent("wombat' | 'sanctuary")}&lang=en`);
    expect(ids(quoted)).toEqual([created.phrase, created.scattered]);
    expect(await search('q=%20!!!%20&lang=en')).toMatchObject({ items: [], total: 0 });
    expect(await search('q=the%20of&lang=en')).toMatchObject({ items: [], total: 0 });
    expect(await api.get('/site/nope/search?q=x', token)).toMatchObject({ statusCode: 404 });
  });

  it('refuses a query too long, an unknown type and no query (400)', async () => {
    const tooLong = 'a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1);
    for (const query of [`q=${tooLong}`, 'q=x&type=blog', '', 'q=', 'q=x&page_size=51']) {
      expectError(await api.get(`/site/${SITE}/search?${query}`, token), 400);
    }
    expect(await search('q=echidna&lang=en&category=no-such-category')).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('filters by category', async () => {
    const texts = {
      title: { th: 'ข่าว', en: 'Dugong survey' },
      summary: { th: 'สรุป', en: 'Summary.' },
      body_html: { th: '<p>เนื้อหา</p>', en: '<p>Text.</p>' },
    };
    const categorised = await createNews(
      'categorised',
      newsInput({
        ...texts,
        published_at: '2026-03-01T09:00:00+07:00',
        category: 'press-releases',
      }),
    );
    await createNews('uncategorised', newsInput({ ...texts, published_at: '2026-03-02T09:00:00+07:00' }));
    expect(ids(await search('q=dugong&lang=en')).length).toBe(2);
    const filtered = await search('q=dugong&lang=en&category=press-releases');
    expect(ids(filtered)).toEqual([categorised]);
    expect(filtered.facets).toEqual({
      types: [{ type: 'news', count: 1 }],
      years: [{ year: 2026, count: 1 }],
    });
  });

  it('marks matched words in parts that join back into the text, never HTML', async () => {
    const result = await search(`q=${encodeURIComponent('คุมประพฤติ')}&page_size=50`);
    for (const hit of result.items) {
      expect(joined(hit.title_parts)).toBe(hit.title);
      expect(hit.snippet.every((part) => !/[<>]/.test(part.text))).toBe(true);
      expect([...marked(hit.title_parts), ...marked(hit.snippet)].length, hit.id).toBeGreaterThan(0);
    }
  });
});
