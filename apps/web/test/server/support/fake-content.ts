/**
 * Sections and news of the fake department API (packages/contract/README.md, "Content calls"), built from a
 * few rules so tests can predict them: site 1 has 30 news over two years and two sections of news, site 2
 * has 3. Some items carry what tests look for: a body with a script and an onerror attribute, a title that
 * tries to close a script tag, an item without English.
 */

export interface FakeText {
  th: string;
  en: string | null;
}

export interface FakeNews {
  id: string;
  siteId: string;
  section: string;
  title: FakeText;
  summary: FakeText;
  body: FakeText;
  category: string | null;
  tags: string[];
  publishedAt: string;
  pinned: boolean;
  highlight: boolean;
}

export interface FakeSection {
  siteId: string;
  urlname: string;
  type: 'news' | 'documents' | 'photos' | 'videos' | 'calendar' | 'page' | 'links';
  title: FakeText;
  parent?: string;
  /** The URL of a links section. */
  url?: string;
}

export interface FakePage {
  siteId: string;
  urlname: string;
  title: FakeText;
  summary: FakeText | null;
  body: FakeText;
  updatedAt: string;
}

export const CATEGORIES: Record<string, FakeText> = {
  activities: { th: 'กิจกรรม', en: 'Activities' },
  announcements: { th: 'ประกาศ', en: 'Announcements' },
};

export const MALICIOUS_BODY =
  '<p>ข่าวที่มีสคริปต์</p><script>alert("body")</script><img src="/media/x.png" alt="x" onerror="alert(1)">' +
  '<a href="javascript:alert(2)">bad</a><a href="https://example.org/page">external</a>' +
  '<iframe src="https://evil.example"></iframe><p style="color:red">styled</p>';
export const SCRIPT_BREAKING_TITLE = 'Title </script><script>alert("title")</script>';

function siteNews(siteId: string, prefix: string, count: number): FakeNews[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const number = String(n).padStart(4, '0');
    // Newest first: item 1 on 2026-11-20, then every 20 days back, so the list spans 2025 and 2026.
    const published = new Date(Date.UTC(2026, 10, 20, 2) - index * 20 * 86_400_000);
    return {
      id: `${prefix}-${number}`,
      siteId,
      section: n % 3 === 0 ? 'activities' : 'press-releases',
      title: { th: `ข่าวประชาสัมพันธ์ ฉบับที่ ${n}`, en: n === 2 ? null : `Press release number ${n}` },
      summary: { th: `สรุปข่าว ฉบับที่ ${n}`, en: n === 2 ? null : `Summary of news ${n}` },
      body: { th: `<p>เนื้อหาข่าว ฉบับที่ ${n}</p>`, en: n === 2 ? null : `<p>Body of news ${n}</p>` },
      category: n % 2 === 0 ? 'activities' : 'announcements',
      tags: [`tag-${n % 4}`],
      publishedAt: published.toISOString(),
      pinned: false,
      highlight: n <= 3,
    };
  });
}

export const SITE_1 = '64b000000000000000000001';
export const SITE_2 = '64b000000000000000000002';

export const NEWS: FakeNews[] = [
  ...siteNews(SITE_1, 'n', 30),
  ...siteNews(SITE_2, 'cm', 3),
  {
    id: 'n-evil',
    siteId: SITE_1,
    section: 'hidden',
    title: { th: SCRIPT_BREAKING_TITLE, en: SCRIPT_BREAKING_TITLE },
    summary: { th: 'สคริปต์', en: 'Script' },
    body: { th: MALICIOUS_BODY, en: MALICIOUS_BODY },
    category: null,
    tags: [],
    publishedAt: '2024-01-01T00:00:00.000Z',
    pinned: false,
    highlight: false,
  },
];

export const SECTIONS: FakeSection[] = [SITE_1, SITE_2].flatMap((siteId) => [
  { siteId, urlname: 'about', type: 'page' as const, title: { th: 'เกี่ยวกับกรม', en: 'About us' } },
  {
    siteId,
    urlname: 'press-releases',
    type: 'news' as const,
    title: { th: 'ข่าวประชาสัมพันธ์', en: 'Press releases' },
  },
  { siteId, urlname: 'activities', type: 'news' as const, title: { th: 'ข่าวกิจกรรม', en: 'Activities' } },
  { siteId, urlname: 'hidden', type: 'news' as const, title: { th: 'ข่าวทดสอบ', en: 'Test news' } },
  {
    siteId,
    urlname: 'history',
    type: 'page' as const,
    title: { th: 'ประวัติความเป็นมา', en: 'History' },
    parent: 'about',
  },
  {
    siteId,
    urlname: 'vision',
    type: 'page' as const,
    title: { th: 'วิสัยทัศน์และพันธกิจ', en: null },
    parent: 'about',
  },
  { siteId, urlname: 'contact', type: 'page' as const, title: { th: 'ติดต่อเรา', en: 'Contact us' } },
  { siteId, urlname: 'downloads', type: 'documents' as const, title: { th: 'ดาวน์โหลด', en: 'Downloads' } },
  { siteId, urlname: 'photos', type: 'photos' as const, title: { th: 'คลังภาพ', en: 'Photo Gallery' } },
  {
    siteId,
    urlname: 'calendar',
    type: 'calendar' as const,
    title: { th: 'ปฏิทินกิจกรรม', en: 'Events Calendar' },
  },
  {
    siteId,
    urlname: 'egov',
    type: 'links' as const,
    title: { th: 'รัฐบาลดิจิทัล', en: 'Digital government' },
    url: 'https://www.egov.go.th/',
  },
  {
    siteId,
    urlname: 'bad-link',
    type: 'links' as const,
    title: { th: 'ลิงก์ไม่ปลอดภัย', en: 'Unsafe link' },
    url: 'javascript:alert(1)',
  },
  // A page section whose page has no content yet (the API answers 404 for its page).
  { siteId, urlname: 'empty-page', type: 'page' as const, title: { th: 'หน้าว่าง', en: 'Empty page' } },
  { siteId, urlname: 'videos', type: 'videos' as const, title: { th: 'วีดิทัศน์', en: 'Videos' } },
  {
    siteId,
    urlname: 'hidden-videos',
    type: 'videos' as const,
    title: { th: 'วีดิทัศน์ทดสอบ', en: 'Test videos' },
  },
]);

export const PAGE_TABLE =
  '<table><thead><tr><th scope="col">ปี</th><th scope="col">เหตุการณ์</th></tr></thead>' +
  '<tbody><tr><td>2535</td><td>ก่อตั้งกรมคุมประพฤติ</td></tr></tbody></table>';

export const PAGES: FakePage[] = [SITE_1, SITE_2].flatMap((siteId) => [
  {
    siteId,
    urlname: 'about',
    title: { th: 'เกี่ยวกับกรม', en: 'About us' },
    summary: { th: 'ข้อมูลหน่วยงานโดยสังเขป', en: 'The department in brief' },
    body: {
      th: '<h2>บทบาทหน้าที่</h2><ul><li>คุมประพฤติ</li><li>แก้ไขฟื้นฟู</li></ul>',
      en: '<h2>Our role</h2><ul><li>Probation</li><li>Rehabilitation</li></ul>',
    },
    updatedAt: '2026-10-01T03:00:00.000Z',
  },
  {
    siteId,
    urlname: 'history',
    title: { th: 'ประวัติความเป็นมา', en: 'History' },
    summary: null,
    body: { th: PAGE_TABLE + MALICIOUS_BODY, en: '<p>Founded in 1992.</p>' + PAGE_TABLE },
    updatedAt: '2026-09-15T03:00:00.000Z',
  },
  {
    siteId,
    urlname: 'vision',
    title: { th: 'วิสัยทัศน์และพันธกิจ', en: null },
    summary: { th: 'วิสัยทัศน์ของกรม', en: null },
    body: { th: '<p>เป็นองค์กรหลักด้านการคุมประพฤติ</p>', en: null },
    updatedAt: '2026-08-01T03:00:00.000Z',
  },
  {
    siteId,
    urlname: 'contact',
    title: { th: 'ติดต่อเรา', en: 'Contact us' },
    summary: null,
    body: { th: '<p>โทร 0 2141 4749</p>', en: '<p>Call 0 2141 4749</p>' },
    updatedAt: '2026-07-01T03:00:00.000Z',
  },
]);

export function pageAnswer(page: FakePage, lang: Lang) {
  const english = lang === 'en' && page.title.en !== null;
  return {
    urlname: page.urlname,
    title: text(page.title, lang),
    summary: page.summary && text(page.summary, lang),
    body_html: text(page.body, lang),
    updated_at: page.updatedAt,
    content_lang: english || lang === 'th' ? lang : 'th',
  };
}

type Lang = 'th' | 'en';

function text(value: FakeText, lang: Lang): string {
  return (lang === 'en' ? value.en : null) ?? value.th;
}

export function sectionAnswer(section: FakeSection, lang: Lang, order: number) {
  return {
    id: section.urlname,
    urlname: section.urlname,
    type: section.type,
    title: text(section.title, lang),
    parent: section.parent ?? null,
    order,
    url: section.url ?? null,
  };
}

/** Every fifth item has no photo (the website shows its placeholder); the others a JPEG with alt text. */
export function hasPhoto(news: FakeNews): boolean {
  return !news.id.endsWith('5') && !news.id.endsWith('0');
}

export const PHOTO_ALT = {
  th: 'ผู้เข้าประชุมนั่งรอบโต๊ะประชุมยาว',
  en: 'People sit around a long meeting table',
};

/** The news item whose cover's alt text is Thai in both languages, as an editor may leave it. */
export const THAI_ALT_COVER = 'n-0004';

export function newsSummaryAnswer(news: FakeNews, lang: Lang) {
  const english = lang === 'en' && news.title.en !== null;
  return {
    id: news.id,
    section: news.section,
    title: text(news.title, lang),
    summary: text(news.summary, lang),
    cover: hasPhoto(news)
      ? {
          url: `/media/news/photos/${news.id}.jpg`,
          // One item's cover is described in Thai only, as an editor may leave it (the page marks it lang="th").
          alt:
            english && news.id !== THAI_ALT_COVER
              ? `${PHOTO_ALT.en} (${news.id})`
              : `${PHOTO_ALT.th} (${news.id})`,
          width: 1600,
          height: 900,
        }
      : null,
    category: news.category ? { id: news.category, label: text(CATEGORIES[news.category]!, lang) } : null,
    tags: news.tags,
    published_at: news.publishedAt,
    updated_at: news.publishedAt,
    pinned: news.pinned,
    highlight: news.highlight,
    view_count: 10,
    content_lang: english || lang === 'th' ? lang : 'th',
  };
}

export function newsAnswer(news: FakeNews, lang: Lang) {
  return {
    ...newsSummaryAnswer(news, lang),
    body_html: text(news.body, lang),
    gallery: [{ url: `/media/news/${news.id}-1.svg`, alt: 'ภาพกิจกรรม', width: 800, height: 600 }],
    attachments: [
      {
        url: `/media/files/${news.id}.pdf`,
        name: `${news.id}.pdf`,
        mime_type: 'application/pdf',
        size: 123_456,
        pages: 2,
      },
    ],
  };
}

export interface NewsFilter {
  siteId: string;
  section?: string;
  category?: string;
  year?: number;
  month?: number;
  highlight?: boolean;
}

/** Bangkok is UTC+7 all year. */
function bangkokParts(iso: string): { year: number; month: number } {
  const date = new Date(Date.parse(iso) + 7 * 3_600_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

export function filterNews(filter: NewsFilter): FakeNews[] {
  return NEWS.filter((news) => {
    if (news.siteId !== filter.siteId) return false;
    if (filter.section ? news.section !== filter.section : news.section === 'hidden') return false;
    if (filter.category && news.category !== filter.category) return false;
    const when = bangkokParts(news.publishedAt);
    if (filter.year !== undefined && when.year !== filter.year) return false;
    if (filter.month !== undefined && when.month !== filter.month) return false;
    if (filter.highlight !== undefined && news.highlight !== filter.highlight) return false;
    return true;
  }).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}
