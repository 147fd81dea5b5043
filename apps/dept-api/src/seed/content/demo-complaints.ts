/**
 * Demo complaints (content seed revision 7, decision 0149): three per demo site, one at each status, so the
 * website's tracking page and testers have something real to open. Their tracking codes are fixed and public
 * (apps/dept-api/README.md), their password is `demo-complaint` (its scrypt hash is below: the seed stays fast),
 * their complainants are fictitious and their e-mail addresses under example.com.
 */
import type { complaintResults, complaints } from '../../db/schema.ts';
import { demoSubmissions } from './demo-submissions.ts';

export const DEMO_COMPLAINT_PASSWORD = 'demo-complaint';
const DEMO_PASSWORD_HASH =
  'scrypt$131072$8$1$uWxAx2PXFWPsMNXL17gp8A$Of0LtpCgwVI0Osv5dwo4WoyzXWUhVXhXPmg4gOidkmY';

type Status = (typeof complaints.$inferInsert)['status'];

interface DemoComplaint {
  status: Status;
  complaintType: string;
  firstName: string;
  lastName: string;
  detail: string;
  daysAgo: number;
  results: { type: string; status: Status; operatorName: string; daysAgo: number }[];
}

const COMPLAINTS: DemoComplaint[] = [
  {
    status: 'received',
    complaintType: 'service-delay',
    firstName: 'ทดลอง',
    lastName: 'รับเรื่อง',
    detail: 'ตัวอย่างเรื่องร้องเรียน: รอรับบริการที่สำนักงานนานเกินกว่าที่ประกาศไว้',
    daysAgo: 1,
    results: [],
  },
  {
    status: 'in-progress',
    complaintType: 'officer-conduct',
    firstName: 'ทดลอง',
    lastName: 'ดำเนินการ',
    detail: 'ตัวอย่างเรื่องร้องเรียน: เจ้าหน้าที่ไม่ชี้แจงขั้นตอนการรายงานตัว',
    daysAgo: 5,
    results: [
      {
        type: 'รับเรื่องและส่งหน่วยงานที่เกี่ยวข้อง',
        status: 'in-progress',
        operatorName: 'นางสาวใจดี มีสุข',
        daysAgo: 4,
      },
    ],
  },
  {
    status: 'closed',
    complaintType: 'facilities',
    firstName: 'ทดลอง',
    lastName: 'เสร็จสิ้น',
    detail: 'ตัวอย่างเรื่องร้องเรียน: ที่จอดรถสำหรับผู้พิการไม่เพียงพอ',
    daysAgo: 20,
    results: [
      { type: 'ตรวจสอบข้อเท็จจริง', status: 'in-progress', operatorName: 'นายสมชาย ตั้งใจ', daysAgo: 18 },
      { type: 'แจ้งผลการดำเนินการ', status: 'closed', operatorName: 'นายสมชาย ตั้งใจ', daysAgo: 10 },
    ],
  },
];

/** XXXX-XXXX: `DEM<site>-000<n>`, site 1-4 in DEMO_SITES' order, n 1-3 (received, in progress, closed). */
export function demoTrackingCode(siteIndex: number, complaintIndex: number): string {
  return `DEM${siteIndex + 1}-000${complaintIndex + 1}`;
}

export function demoComplaints(now: Date): {
  submission: typeof complaints.$inferInsert;
  results: Omit<typeof complaintResults.$inferInsert, 'complaintId'>[];
}[] {
  return demoSubmissions(now, 'CP', COMPLAINTS, (demo, siteIndex, index) => ({
    trackingCode: demoTrackingCode(siteIndex, index),
    passwordHash: DEMO_PASSWORD_HASH,
    firstName: demo.firstName,
    lastName: demo.lastName,
    email: `demo-complaint-${siteIndex + 1}${index + 1}@example.com`,
    phone: '+66812345678',
    complaintType: demo.complaintType,
    detail: demo.detail,
  }));
}
