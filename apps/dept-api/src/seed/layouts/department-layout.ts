/** The department's own site: national scope, the full menu of the department's work. */
import type { Lang } from '@probation/contract';
import type { StoredLayout } from '../../db/schema.ts';
import { demoSite } from '../demo-sites.ts';
import {
  copyrightLine,
  ENTER_LABEL,
  FORM_ENTRIES,
  HOTLINE,
  INTRO_IMAGE_SIZE,
  LOGO_SIZE,
  menuItem,
  OFFICE_HOURS,
  type Section,
  footerLinks,
} from './layout-parts.ts';
import { POLICY_SECTIONS } from '../content/pages/policy-pages.ts';
import { banners, usefulLinks } from './home-promotions.ts';

export const DEPARTMENT_MENU: Section[] = [
  { id: 'main', th: 'หน้าหลัก', en: 'Home' },
  {
    id: 'about',
    th: 'เกี่ยวกับกรม',
    en: 'About the department',
    children: [
      { id: 'history', th: 'ประวัติความเป็นมา', en: 'History' },
      { id: 'vision', th: 'วิสัยทัศน์ พันธกิจ', en: 'Vision and mission' },
      { id: 'authority', th: 'อำนาจหน้าที่', en: 'Powers and duties' },
      { id: 'structure', th: 'โครงสร้างองค์กร', en: 'Organisational structure' },
      { id: 'executives', th: 'ผู้บริหารกรมคุมประพฤติ', en: 'Executives' },
    ],
  },
  {
    id: 'news',
    th: 'ข่าวสารและกิจกรรม',
    en: 'News and activities',
    children: [
      { id: 'press-releases', th: 'ข่าวประชาสัมพันธ์', en: 'Press releases' },
      { id: 'activities', th: 'ภาพกิจกรรม', en: 'Activities' },
      { id: 'procurement', th: 'ประกาศจัดซื้อจัดจ้าง', en: 'Procurement announcements' },
      { id: 'photos', th: 'คลังภาพ', en: 'Photo gallery' },
      { id: 'videos', th: 'วีดิทัศน์', en: 'Videos' },
      { id: 'calendar', th: 'ปฏิทินกิจกรรม', en: 'Events calendar' },
    ],
  },
  {
    id: 'services',
    th: 'ภารกิจและบริการ',
    en: 'Our services',
    children: [
      { id: 'probation', th: 'งานคุมประพฤติ', en: 'Probation supervision' },
      { id: 'community-service', th: 'การทำงานบริการสังคม', en: 'Community service' },
      { id: 'parole', th: 'การคุมประพฤติผู้ได้รับการพักการลงโทษ', en: 'Parole supervision' },
      { id: 'drug-rehabilitation', th: 'การฟื้นฟูสมรรถภาพผู้ติดยาเสพติด', en: 'Drug rehabilitation' },
      { id: 'victims-assistance', th: 'การช่วยเหลือผู้เสียหาย', en: 'Help for victims of crime' },
      { id: 'volunteers', th: 'อาสาสมัครคุมประพฤติ', en: 'Probation volunteers' },
    ],
  },
  {
    id: 'documents',
    th: 'เอกสารเผยแพร่',
    en: 'Publications',
    children: [
      { id: 'laws', th: 'กฎหมายและระเบียบ', en: 'Laws and regulations' },
      { id: 'annual-reports', th: 'รายงานประจำปี', en: 'Annual reports' },
      { id: 'forms', th: 'แบบฟอร์มดาวน์โหลด', en: 'Forms' },
      {
        id: 'ita',
        th: 'การประเมินคุณธรรมและความโปร่งใส (ITA)',
        en: 'Integrity and Transparency Assessment (ITA)',
      },
    ],
  },
  {
    id: 'contact',
    th: 'ติดต่อเรา',
    en: 'Contact us',
    children: [
      { id: 'offices', th: 'หน่วยงานในสังกัด', en: 'Probation offices nationwide' },
      { id: 'complaints', th: 'ร้องเรียน ร้องทุกข์', en: 'Complaints' },
      ...FORM_ENTRIES,
      { id: 'faq', th: 'คำถามที่พบบ่อย', en: 'Frequently asked questions' },
    ],
  },
];

export const DEPARTMENT_PHONE = '0 2141 4749';
export const DEPARTMENT_EMAIL = 'saraban@probation.go.th';

export const DEPARTMENT_TEXT = {
  th: {
    subtitle: 'กระทรวงยุติธรรม',
    logoAlt: 'ตราสัญลักษณ์กรมคุมประพฤติ',
    organization: 'กรมคุมประพฤติ กระทรวงยุติธรรม',
    address: 'เลขที่ 99 อาคารกรมคุมประพฤติ ถนนแจ้งวัฒนะ แขวงทุ่งสองห้อง เขตหลักสี่ กรุงเทพมหานคร 10210',
    copyrightOwner: 'กรมคุมประพฤติ',
    introTitle: 'ยินดีต้อนรับสู่เว็บไซต์กรมคุมประพฤติ',
    introMessage: 'กรมคุมประพฤติมุ่งแก้ไขฟื้นฟูผู้กระทำผิดในชุมชน คุ้มครองสังคมให้ปลอดภัย และคืนคนดีสู่สังคมอย่างยั่งยืน',
    introAlt: 'ภาพตราสัญลักษณ์กรมคุมประพฤติบนพื้นสีน้ำเงิน',
  },
  en: {
    subtitle: 'Ministry of Justice',
    logoAlt: 'Department of Probation emblem',
    organization: 'Department of Probation, Ministry of Justice',
    address:
      '99 Department of Probation Building, Chaeng Watthana Road, Thung Song Hong, Lak Si, Bangkok 10210',
    copyrightOwner: 'Department of Probation',
    introTitle: 'Welcome to the Department of Probation',
    introMessage:
      'The Department of Probation rehabilitates offenders in the community, keeps society safe and helps people return to it as law-abiding citizens.',
    introAlt: 'The Department of Probation emblem on a navy background',
  },
} satisfies Record<Lang, Record<string, string>>;

export function departmentLayout(lang: Lang): StoredLayout {
  const site = demoSite('dept');
  const text = DEPARTMENT_TEXT[lang];
  return {
    site_name: site.name[lang],
    site_subtitle: text.subtitle,
    logo: { url: '/media/logos/dept.svg', alt: text.logoAlt, ...LOGO_SIZE },
    theme: site.theme,
    menu: DEPARTMENT_MENU.map((section) => menuItem(section, lang)),
    footer: {
      organization: text.organization,
      address: text.address,
      phone: DEPARTMENT_PHONE,
      fax: '0 2143 8857',
      email: DEPARTMENT_EMAIL,
      hotline: HOTLINE[lang],
      office_hours: OFFICE_HOURS[lang],
      social: [
        { network: 'facebook', url: 'https://www.facebook.com/probation.moj', label: 'Facebook' },
        { network: 'youtube', url: 'https://www.youtube.com/@probationmoj', label: 'YouTube' },
        { network: 'line', url: 'https://line.me/R/ti/p/@probation', label: 'LINE' },
        { network: 'x', url: 'https://x.com/probation_moj', label: 'X' },
      ],
      copyright: copyrightLine(text.copyrightOwner, lang),
      links: footerLinks(POLICY_SECTIONS, lang),
    },
    intro: {
      enabled: true,
      title: text.introTitle,
      message: text.introMessage,
      image: { url: '/media/intro/dept.svg', alt: text.introAlt, ...INTRO_IMAGE_SIZE },
      enter_label: ENTER_LABEL[lang],
    },
    banners: banners(['complaints', 'volunteers', 'ita', 'calendar'], lang, site.code),
    useful_links: usefulLinks(lang, { withDepartment: false }),
  };
}
