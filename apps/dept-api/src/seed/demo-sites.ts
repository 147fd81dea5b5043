/**
 * The demo sites: the department and three provincial probation offices. Their ids are fixed so that
 * documentation, tests and bookmarks can name them.
 */
import type { LocalizedText, MaintenanceStatus, ThemeColours } from '@probation/contract';

export interface DemoSite {
  id: string;
  code: string;
  name: LocalizedText;
  domains: string[];
  /** Where the site's officers receive the contact form's messages (decision 0142). */
  officerEmail: string;
  maintenance: { status: MaintenanceStatus; message: LocalizedText };
  theme: Required<ThemeColours>;
}

export const DEMO_SITE_IDS = {
  dept: '64b000000000000000000001',
  chiangmai: '64b000000000000000000002',
  khonkaen: '64b000000000000000000003',
  phuket: '64b000000000000000000004',
} as const;

const standardMaintenanceMessage: LocalizedText = {
  th: 'เว็บไซต์อยู่ระหว่างการปรับปรุงระบบ ขออภัยในความไม่สะดวก ท่านสามารถติดต่อสอบถามได้ที่สายด่วน 1111 กด 78 ในวันและเวลาราชการ',
  en: 'This website is undergoing maintenance. We apologise for any inconvenience. For enquiries, please call the hotline 1111 press 78 during official working hours.',
};

export const DEMO_SITES: readonly DemoSite[] = [
  {
    id: DEMO_SITE_IDS.dept,
    code: 'dept',
    officerEmail: 'saraban-dept@probation.localhost',
    name: { th: 'กรมคุมประพฤติ', en: 'Department of Probation' },
    domains: ['localhost', '127.0.0.1'],
    maintenance: { status: 'Disable', message: standardMaintenanceMessage },
    theme: { primary: '#0b3d6e', accent: '#c8a13a', primary_dark: '#072a4d', surface: '#eef3f9' },
  },
  {
    id: DEMO_SITE_IDS.chiangmai,
    code: 'chiangmai',
    officerEmail: 'saraban-chiangmai@probation.localhost',
    name: { th: 'สำนักงานคุมประพฤติจังหวัดเชียงใหม่', en: 'Chiang Mai Provincial Probation Office' },
    domains: ['chiangmai.localhost'],
    maintenance: { status: 'Disable', message: standardMaintenanceMessage },
    theme: { primary: '#5b2a86', accent: '#d4a017', primary_dark: '#3f1d5e', surface: '#f4eef9' },
  },
  {
    id: DEMO_SITE_IDS.khonkaen,
    code: 'khonkaen',
    officerEmail: 'saraban-khonkaen@probation.localhost',
    name: { th: 'สำนักงานคุมประพฤติจังหวัดขอนแก่น', en: 'Khon Kaen Provincial Probation Office' },
    domains: ['khonkaen.localhost'],
    maintenance: { status: 'Disable', message: standardMaintenanceMessage },
    theme: { primary: '#1b5e20', accent: '#f2a900', primary_dark: '#10401a', surface: '#edf6ee' },
  },
  {
    id: DEMO_SITE_IDS.phuket,
    code: 'phuket',
    officerEmail: 'saraban-phuket@probation.localhost',
    name: { th: 'สำนักงานคุมประพฤติจังหวัดภูเก็ต', en: 'Phuket Provincial Probation Office' },
    domains: ['phuket.localhost'],
    // Seeded in maintenance so the website's maintenance screen can be seen and tested.
    maintenance: {
      status: 'Enable',
      message: {
        th: 'เว็บไซต์สำนักงานคุมประพฤติจังหวัดภูเก็ตอยู่ระหว่างการปรับปรุงระบบ ขออภัยในความไม่สะดวก ท่านสามารถติดต่อสอบถามได้ที่หมายเลข 0 7621 2563 หรือสายด่วน 1111 กด 78 ในวันและเวลาราชการ',
        en: 'The Phuket Provincial Probation Office website is undergoing maintenance. We apologise for any inconvenience. For enquiries, please call 0 7621 2563 or the hotline 1111 press 78 during official working hours.',
      },
    },
    theme: { primary: '#005f73', accent: '#e9c46a', primary_dark: '#00414f', surface: '#e8f4f6' },
  },
];

export function demoSite(code: keyof typeof DEMO_SITE_IDS): DemoSite {
  const site = DEMO_SITES.find((candidate) => candidate.code === code);
  if (!site) throw new Error(`No demo site ${code}`);
  return site;
}
