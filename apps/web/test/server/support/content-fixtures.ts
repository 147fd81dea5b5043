import type { Document, Event } from '@probation/contract';
import type { DeptApiUnderTest } from './dept-api-under-test.ts';
import { DEMO_SITE_IDS } from './demo-seed.ts';
import { MALICIOUS_BODY, MARKUP_DESCRIPTION } from './hostile-content.ts';

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
  return {
    edge: await create(dept, {
      title: { th: 'บริการสังคมข้ามเดือน', en: 'Community service across the month' },
      description_html: { th: '<p>สองวัน</p>', en: '<p>Two days</p>' },
      start: '2025-11-30',
      end: '2025-12-01',
      all_day: true,
      category: 'community-service',
    }),
    holiday: await create(dept, {
      title: { th: 'วันพ่อแห่งชาติ', en: "National Father's Day" },
      description_html: { th: '<p>วันหยุดราชการ</p>', en: '<p>A public holiday.</p>' },
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
