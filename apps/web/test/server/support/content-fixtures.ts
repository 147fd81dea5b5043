import type { Album, Document, Event, News, Video } from '@probation/contract';
import { statSync } from 'node:fs';
import type { DeptApiUnderTest } from './dept-api-under-test.ts';
import { DEMO_SITE_IDS } from './demo-seed.ts';
import { MALICIOUS_BODY, MARKUP_DESCRIPTION, PAGE_TABLE, SCRIPT_BREAKING_TITLE } from './hostile-content.ts';

/**
 * Documents the demo seed has no example of, created as the content editor in a test's setup: one with a
 * spreadsheet beside its PDF, one without English, one whose description carries markup. All in the department's
 * `forms` section, dated in 2024 (so they sort after the demo's own).
 */
export interface DocumentFixtures {
  withSpreadsheet: Document;
  thaiOnly: Document;
  withMarkup: Document;
}

const pdf = (name: string) => ({
  url: `/media/documents/test/${name}.pdf`,
  name: `${name}.pdf`,
  mime_type: 'application/pdf',
  size: 20_480,
  pages: 2,
});

export async function createDocumentFixtures(deptApi: DeptApiUnderTest): Promise<DocumentFixtures> {
  const create = (body: object) =>
    deptApi.create<Document>(`/site/${DEMO_SITE_IDS.dept}/documents`, {
      section: 'forms',
      category: 'forms',
      ...body,
    });
  return {
    withSpreadsheet: await create({
      title: { th: 'แบบรายงานสถิติ', en: 'Statistics return' },
      description: { th: 'แบบรายงานพร้อมตาราง', en: 'The return with its table' },
      date: '2024-06-10T10:00:00+07:00',
      files: [
        pdf('statistics-return'),
        {
          url: '/media/documents/test/statistics-return.xlsx',
          name: 'ข้อมูลสถิติ.xlsx',
          mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          size: 4096,
        },
      ],
    }),
    thaiOnly: await create({
      title: { th: 'เอกสารภาษาไทยเท่านั้น' },
      description: { th: 'คำอธิบายภาษาไทย' },
      date: '2024-06-09T10:00:00+07:00',
      files: [pdf('thai-only')],
    }),
    withMarkup: await create({
      title: { th: 'เอกสารที่มีคำอธิบายเป็นมาร์กอัป', en: 'Document with markup' },
      description: { th: MARKUP_DESCRIPTION, en: MARKUP_DESCRIPTION },
      date: '2024-06-08T10:00:00+07:00',
      files: [pdf('markup')],
    }),
  };
}

/**
 * Calendar events of a month the demo seed leaves empty (its events lie from 45 days before the seed date to 120
 * after it, so a past month stays empty for good): December 2025, whose 1st is a Monday. A public holiday (the
 * 5th), a three-day training with a full location (9th-11th), a Thai-only meeting whose description carries
 * scripts (the 9th), an all-day event across the month's first edge (30 November - 1 December), and one event of
 * Chiang Mai's (the 15th).
 */
export const FIXTURE_MONTH = { month: '2025-12', from: '2025-12-01', to: '2026-01-01' } as const;

export interface EventFixtures {
  /** An event of today's (Bangkok), 10:00 to 12:00, so the current month always has one. */
  today: Event;
  holiday: Event;
  training: Event;
  meeting: Event;
  edge: Event;
  chiangmai: Event;
}

export async function createEventFixtures(deptApi: DeptApiUnderTest): Promise<EventFixtures> {
  const create = (siteId: string, body: object) =>
    deptApi.create<Event>(`/site/${siteId}/events`, { section: 'calendar', ...body });
  const dept = DEMO_SITE_IDS.dept;
  const today = bangkokDate(new Date());
  /** An event of the department with its title and one-paragraph description in Thai and English. */
  const simple = (th: string, en: string, description: [string, string], times: object) =>
    create(dept, {
      title: { th, en },
      description_html: { th: `<p>${description[0]}</p>`, en: `<p>${description[1]}</p>` },
      ...times,
    });
  return {
    today: await simple('ประชุมวันนี้', 'Meeting today', ['วันนี้', 'Today'], {
      start: `${today}T10:00:00+07:00`,
      end: `${today}T12:00:00+07:00`,
      category: 'meeting',
    }),
    edge: await simple('บริการสังคมข้ามเดือน', 'Community service across the month', ['สองวัน', 'Two days'], {
      start: '2025-11-30',
      end: '2025-12-01',
      all_day: true,
      category: 'community-service',
    }),
    holiday: await simple('วันพ่อแห่งชาติ', "National Father's Day", ['วันหยุดราชการ', 'A public holiday.'], {
      start: '2025-12-05',
      end: '2025-12-05',
      all_day: true,
      category: 'holiday',
    }),
    training: await create(dept, {
      title: { th: 'อบรมอาสาสมัครคุมประพฤติ', en: 'Volunteer training' },
      description_html: {
        th: '<p>อบรม 3 วัน; ผู้เข้าร่วม "อาสาสมัคร"</p>',
        en: '<p>Three days; bring "ID", pens & notes</p>',
      },
      start: '2025-12-09T09:00:00+07:00',
      end: '2025-12-11T16:30:00+07:00',
      location: {
        name: { th: 'หอประชุมอำเภอเมือง', en: 'Town hall' },
        address: { th: 'ถนนราชดำเนิน', en: 'Ratchadamnoen Road' },
        map_url: 'https://maps.example.org/?q=town-hall',
      },
      category: 'training',
    }),
    meeting: await create(dept, {
      title: { th: 'ประชุมคณะกรรมการ' },
      description_html: { th: MALICIOUS_BODY },
      start: '2025-12-09T13:30:00+07:00',
      end: '2025-12-09T15:30:00+07:00',
      location: { name: { th: 'ห้องประชุมชั้น 3' } },
      category: 'meeting',
    }),
    chiangmai: await create(DEMO_SITE_IDS.chiangmai, {
      title: { th: 'ประชุมสำนักงานเชียงใหม่', en: 'Chiang Mai office meeting' },
      description_html: { th: '<p>เชียงใหม่</p>', en: '<p>Chiang Mai</p>' },
      start: '2025-12-15T09:00:00+07:00',
      end: '2025-12-15T11:00:00+07:00',
      category: 'meeting',
    }),
  };
}

/** The Bangkok date (YYYY-MM-DD) of an instant. */
export function bangkokDate(instant: Date): string {
  return new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

export interface AlbumFixtures {
  /** The department's newest album (dated the seed's day): three photos, a landscape one with a caption, a
   * portrait one and an SVG plan. */
  showcase: Album;
  /** Older albums (2024), so the department has 15 and its list two pages. */
  archive: Album[];
}

/** The department's albums besides the demo seed's eight (created as the content editor). */
export async function createAlbumFixtures(deptApi: DeptApiUnderTest): Promise<AlbumFixtures> {
  const create = (body: object) =>
    deptApi.create<Album>(`/site/${DEMO_SITE_IDS.dept}/albums`, { section: 'photos', ...body });
  const photo = (n: number, url: string, width: number, height: number) => ({
    url,
    alt: { th: `ภาพที่ ${n} ของอัลบั้มกิจกรรม`, en: `Photo ${n} of the activity album` },
    caption: n === 1 ? { th: 'พิธีเปิด', en: 'The opening' } : null,
    width,
    height,
  });
  const showcase = await create({
    title: { th: 'อัลบั้มภาพกิจกรรม ชุดที่ 1', en: 'Activity album number 1' },
    description: { th: 'รายละเอียดอัลบั้มกิจกรรม', en: 'About the activity album' },
    date: bangkokDate(deptApi.seededAt),
    photos: [
      photo(1, '/media/albums/test/opening.jpg', 1600, 1067),
      photo(2, '/media/albums/test/portrait.jpg', 1200, 1600),
      photo(3, '/media/albums/test/plan.svg', 800, 600),
    ],
  });
  const archive: Album[] = [];
  for (let month = 1; month <= 6; month += 1) {
    archive.push(
      await create({
        title: { th: `อัลบั้มภาพย้อนหลัง เดือนที่ ${month}`, en: `Archive album, month ${month}` },
        date: `2024-0${month}-15`,
        photos: [photo(1, `/media/albums/test/archive-${month}.jpg`, 1600, 1067)],
      }),
    );
  }
  return { showcase, archive };
}

/** A hosted demo clip of dept-api's media folder, with its captions in both languages. */
export const DEMO_CLIP = {
  url: '/media/videos/about-the-department.webm',
  captions: {
    th: '/media/videos/about-the-department.th.vtt',
    en: '/media/videos/about-the-department.en.vtt',
  },
  size: statSync(new URL('../../../../dept-api/media/videos/about-the-department.webm', import.meta.url))
    .size,
} as const;

export interface VideoFixtures {
  /** The department's newest video: the hosted demo clip with captions, 8 seconds. */
  hosted: Video;
  /** A YouTube video of 5 minutes 5 seconds. */
  youtube: Video;
  /** Older videos (2024), so the department has 14 and its list two pages. */
  archive: Video[];
}

/** The department's videos besides the demo seed's eight (created as the content editor). */
export async function createVideoFixtures(deptApi: DeptApiUnderTest): Promise<VideoFixtures> {
  const create = (n: number, body: object) =>
    deptApi.create<Video>(`/site/${DEMO_SITE_IDS.dept}/videos`, {
      section: 'videos',
      title: { th: `วีดิทัศน์ ลำดับที่ ${n}`, en: `Video number ${n}` },
      description: {
        th: `คำอธิบายวีดิทัศน์ ลำดับที่ ${n}\n\nย่อหน้าที่สอง <b>ไม่ใช่ HTML</b>`,
        en: `About video ${n}\n\nSecond paragraph <b>not HTML</b>`,
      },
      thumbnail: { url: '/media/videos/thumbnails/about.svg', alt: 'ภาพปก', width: 640, height: 360 },
      ...body,
    });
  const minutesBeforeSeed = (minutes: number) =>
    new Date(deptApi.seededAt.getTime() - minutes * 60_000).toISOString();
  const hosted = await create(1, {
    published_at: minutesBeforeSeed(1),
    duration: 8,
    source: { kind: 'file', mime_type: 'video/webm', width: 640, height: 360, ...DEMO_CLIP },
  });
  const youtube = await create(5, {
    published_at: minutesBeforeSeed(2),
    duration: 305,
    source: { kind: 'youtube', video_id: 'yt000000005' },
  });
  const archive: Video[] = [];
  for (let month = 1; month <= 4; month += 1) {
    archive.push(
      await create(10 + month, {
        published_at: `2024-0${month}-15T10:00:00+07:00`,
        duration: 60,
        source: { kind: 'youtube', video_id: `yt00000001${month}` },
      }),
    );
  }
  return { hosted, youtube, archive };
}

export interface NewsFixtures {
  /** The department's newest press release (an hour before the seed): cover, tags, gallery and an attachment. */
  showcase: News;
  /** An item of a `hidden` news section whose title would close a script tag and whose body carries scripts. */
  malicious: News;
}

/** The cover photo of the showcase item, its description in Thai. */
export const SHOWCASE_COVER = {
  url: '/media/news/test/meeting.jpg',
  alt: 'ผู้เข้าประชุมนั่งรอบโต๊ะประชุมยาว',
  width: 1600,
  height: 900,
} as const;

/** News the demo seed has no example of (created as the content editor; the `hidden` section added). */
export async function createNewsFixtures(deptApi: DeptApiUnderTest): Promise<NewsFixtures> {
  const siteId = DEMO_SITE_IDS.dept;
  await deptApi.addSection({
    siteId,
    urlname: 'hidden',
    type: 'news',
    title: { th: 'ข่าวทดสอบ', en: 'Test news' },
  });
  const create = (body: object) => deptApi.create<News>(`/site/${siteId}/news`, body);
  return {
    showcase: await create({
      section: 'press-releases',
      title: { th: 'ข่าวประชาสัมพันธ์ ฉบับที่ 1', en: 'Press release number 1' },
      summary: { th: 'สรุปข่าว ฉบับที่ 1', en: 'Summary of news 1' },
      body_html: { th: '<p>เนื้อหาข่าว ฉบับที่ 1</p>', en: '<p>Body of news 1</p>' },
      category: 'announcements',
      tags: ['อาสาสมัครคุมประพฤติ'],
      published_at: new Date(deptApi.seededAt.getTime() - 3_600_000).toISOString(),
      cover: SHOWCASE_COVER,
      gallery: [{ url: '/media/news/test/gallery-1.svg', alt: 'ภาพกิจกรรม', width: 800, height: 600 }],
      attachments: [
        {
          url: '/media/files/test/report.pdf',
          name: 'report.pdf',
          mime_type: 'application/pdf',
          size: 123_456,
          pages: 2,
        },
      ],
    }),
    malicious: await create({
      section: 'hidden',
      title: { th: SCRIPT_BREAKING_TITLE, en: SCRIPT_BREAKING_TITLE },
      summary: { th: 'สคริปต์', en: 'Script' },
      body_html: { th: MALICIOUS_BODY, en: MALICIOUS_BODY },
      published_at: '2024-01-01T07:00:00+07:00',
    }),
  };
}

/**
 * What editors and administrators may leave on the department's static pages: the vision page without English, the
 * structure page's body with a wide table and scripts, a page section without a page yet (`empty-page`), and links
 * sections, one to a government site (`egov`), one to a scheme no link may have (`bad-link`).
 */
export async function createPageFixtures(deptApi: DeptApiUnderTest): Promise<void> {
  const siteId = DEMO_SITE_IDS.dept;
  const put = async (urlname: string, page: object) => {
    const answer = await deptApi.send('editor', 'PUT', `/site/${siteId}/pages/${urlname}`, page);
    if (answer.status !== 200) throw new Error(`PUT page ${urlname}: ${JSON.stringify(answer.body)}`);
  };
  await put('vision', {
    title: { th: 'วิสัยทัศน์และพันธกิจ' },
    summary: { th: 'วิสัยทัศน์ของกรม' },
    body_html: { th: '<p>เป็นองค์กรหลักด้านการคุมประพฤติ</p>' },
  });
  await put('structure', {
    title: { th: 'โครงสร้างองค์กร', en: 'Organisational structure' },
    body_html: { th: PAGE_TABLE + MALICIOUS_BODY, en: '<p>Founded in 1992.</p>' + PAGE_TABLE },
  });
  const sections = [
    { urlname: 'empty-page', type: 'page', title: { th: 'หน้าว่าง' } },
    {
      urlname: 'egov',
      type: 'links',
      title: { th: 'รัฐบาลดิจิทัล', en: 'Digital government' },
      url: 'https://www.egov.go.th/',
    },
    {
      urlname: 'bad-link',
      type: 'links',
      title: { th: 'ลิงก์ไม่ปลอดภัย', en: 'Unsafe link' },
      url: 'javascript:alert(1)',
    },
  ] as const;
  for (const section of sections) await deptApi.addSection({ siteId, ...section });
}

/** The first item of the department's demo albums or videos that has no English (as dept-api serves it in English). */
export async function firstWithoutEnglish<T extends { id: string }>(
  deptApi: DeptApiUnderTest,
  kind: 'albums' | 'videos',
): Promise<T> {
  const path = `/site/${DEMO_SITE_IDS.dept}/${kind}`;
  const { items } = await deptApi.read<{ items: { id: string; content_lang: string }[] }>(
    `${path}?lang=en&page_size=50`,
  );
  return deptApi.read<T>(`${path}/${items.find((item) => item.content_lang === 'th')!.id}?lang=en`);
}
