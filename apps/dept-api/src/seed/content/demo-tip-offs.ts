/**
 * Demo tip-offs (content seed revision 8, decision 0162): two per demo site in the tip-off queue, so the officers'
 * calls have something to list, read and close: one anonymous and still `received`, one from a named tipster,
 * `closed` with one result. Fictitious people, addresses under example.com, no files. A site that has demo
 * tip-offs already (`sender_fingerprint` 'demo') gets none again, whatever the date in their references.
 */
import type { tipOffResults, tipOffs } from '../../db/schema.ts';
import { demoSubmissions } from './demo-submissions.ts';

export const DEMO_TIP_OFFS_PER_SITE = 2;

type Status = (typeof tipOffs.$inferInsert)['status'];

interface DemoTipOff {
  status: Status;
  topic: string;
  named: boolean;
  subject: string;
  detail: string;
  daysAgo: number;
  results: { type: string; status: Status; operatorName: string; note: string | null; daysAgo: number }[];
}

const TIP_OFFS: DemoTipOff[] = [
  {
    status: 'received',
    topic: 'vote-buying',
    named: false,
    subject: 'ตัวอย่างการแจ้งเบาะแส: แจกเงินก่อนวันเลือกตั้ง',
    detail: 'ตัวอย่างการแจ้งเบาะแส: มีผู้แจกซองเงินแก่ผู้มีสิทธิเลือกตั้งในหมู่บ้านช่วงเย็นก่อนวันเลือกตั้ง',
    daysAgo: 2,
    results: [],
  },
  {
    status: 'closed',
    topic: 'state-resources',
    named: true,
    subject: 'ตัวอย่างการแจ้งเบาะแส: ใช้รถราชการหาเสียง',
    detail: 'ตัวอย่างการแจ้งเบาะแส: พบรถราชการติดป้ายหาเสียงของผู้สมัครจอดบริเวณตลาด',
    daysAgo: 15,
    results: [
      {
        type: 'ส่งเรื่องให้สำนักงานคณะกรรมการการเลือกตั้งประจำจังหวัด',
        status: 'closed',
        operatorName: 'นางสาวใจดี มีสุข',
        note: 'ตัวอย่างบันทึกของเจ้าหน้าที่',
        daysAgo: 12,
      },
    ],
  },
];

export function demoTipOffs(now: Date): {
  submission: typeof tipOffs.$inferInsert;
  results: Omit<typeof tipOffResults.$inferInsert, 'tipOffId'>[];
}[] {
  return demoSubmissions(now, 'TO', TIP_OFFS, (demo, siteIndex, index) => ({
    firstName: demo.named ? 'ทดลอง' : null,
    lastName: demo.named ? 'แจ้งเบาะแส' : null,
    email: demo.named ? `demo-tip-off-${siteIndex + 1}${index + 1}@example.com` : null,
    phone: demo.named ? '+66812345678' : null,
    topic: demo.topic,
    subject: demo.subject,
    detail: demo.detail,
  }));
}
