/**
 * GET /site/{siteId}/search on both databases (embedded PGlite; PostgreSQL when TEST_DATABASE_URL is set, as in
 * `npm test`): Thai whole words, English stems, typos, ranking, facets, pages, the index following writes, and
 * hostile queries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsInput, SearchResult, TextPart } from '@probation/contract';
import { SEARCH_QUERY_MAX_LENGTH } from '@probation/contract';
import { rebuildSearchIndex } from '../src/search/search-entries.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { EDITOR, expectAnswer, expectError, startTestApi, type TestApi } from './helpers/test-api.ts';
import { TEST_DRIVERS } from './helpers/test-database.ts';

const SITE = DEMO_SITE_IDS.dept;
const OTHER_SITE = DEMO_SITE_IDS.chiangmai;

type NewsTexts = Pick<NewsInput, 'published_at'> &
  Partial<Pick<NewsInput, 'title' | 'summary' | 'body_html'>>;

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
});
