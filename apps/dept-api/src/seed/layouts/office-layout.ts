/**
 * Layouts of provincial probation offices: the structure every office site shares, filled from each office's
 * own profile (names, address, contacts, colours, the services and pages that are particular to it).
 */
import type { Footer, Lang, LocalizedText } from '@probation/contract';
import type { StoredLayout } from '../../db/schema.ts';
import type { DemoSite } from '../demo-sites.ts';
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

export interface OfficeProfile {
  site: DemoSite;
  address: LocalizedText;
  phone: string;
  fax: string | null;
  email: string;
  facebook: string;
  line: string | null;
  introMessage: LocalizedText;
  introImageAlt: LocalizedText;
  /** Services only this office offers, added to the services menu. */
  localServices: Section[];
  /** Pages only this office has, added under "About the office". */
  localAboutPages: Section[];
}

export function officeMenu(office: OfficeProfile): Section[] {
  return [
    { id: 'main', th: 'หน้าหลัก', en: 'Home' },
    {
      id: 'about',
      th: 'เกี่ยวกับสำนักงาน',
      en: 'About the office',
      children: [
        { id: 'history', th: 'ประวัติสำนักงาน', en: 'History of the office' },
        { id: 'vision', th: 'วิสัยทัศน์ พันธกิจ', en: 'Vision and mission' },
        { id: 'structure', th: 'โครงสร้างสำนักงาน', en: 'Office structure' },
        { id: 'authority', th: 'อำนาจหน้าที่', en: 'Powers and duties' },
        { id: 'executives', th: 'ทำเนียบผู้บริหาร', en: 'Directors' },
        ...office.localAboutPages,
      ],
    },
    {
      id: 'news',
      th: 'ข่าวสาร',
      en: 'News',
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
      th: 'บริการประชาชน',
      en: 'Public services',
      children: [
        { id: 'probation', th: 'งานคุมประพฤติ', en: 'Probation supervision' },
        { id: 'community-service', th: 'การทำงานบริการสังคม', en: 'Community service' },
        { id: 'parole', th: 'การคุมประพฤติผู้ได้รับการพักการลงโทษ', en: 'Parole supervision' },
        { id: 'victims-assistance', th: 'การช่วยเหลือผู้เสียหาย', en: 'Help for victims of crime' },
        ...office.localServices,
      ],
    },
    {
      id: 'documents',
      th: 'ดาวน์โหลดเอกสาร',
      en: 'Downloads',
      children: [
        { id: 'forms', th: 'แบบฟอร์ม', en: 'Forms' },
        { id: 'guides', th: 'คู่มือสำหรับประชาชน', en: 'Guides for the public' },
        {
          id: 'ita',
          th: 'การประเมินคุณธรรมและความโปร่งใส (ITA)',
          en: 'Integrity and Transparency Assessment (ITA)',
        },
      ],
    },
    {
      id: 'contact',
      th: 'ติดต่อสำนักงาน',
      en: 'Contact the office',
      children: [
        { id: 'directions', th: 'แผนที่และการเดินทาง', en: 'Map and directions' },
        { id: 'complaints', th: 'ร้องเรียน ร้องทุกข์', en: 'Complaints' },
        ...FORM_ENTRIES,
        {
          id: 'department',
          th: 'เว็บไซต์กรมคุมประพฤติ',
          en: 'Department of Probation website',
          href: 'https://www.probation.go.th',
        },
      ],
    },
  ];
}

function officeSocial(office: OfficeProfile): Footer['social'] {
  const social: Footer['social'] = [{ network: 'facebook', url: office.facebook, label: 'Facebook' }];
  if (office.line) social.push({ network: 'line', url: office.line, label: 'LINE' });
  return social;
}

export function officeLayout(office: OfficeProfile, lang: Lang): StoredLayout {
  const { site } = office;
  const name = site.name[lang];
  const th = lang === 'th';
  return {
    site_name: name,
    site_subtitle: th ? 'กรมคุมประพฤติ กระทรวงยุติธรรม' : 'Department of Probation, Ministry of Justice',
    logo: {
      url: `/media/logos/${site.code}.svg`,
      alt: th ? `ตราสัญลักษณ์${name}` : `${name} emblem`,
      ...LOGO_SIZE,
    },
    theme: site.theme,
    menu: officeMenu(office).map((section) => menuItem(section, lang)),
    footer: {
      organization: th
        ? `${name} กรมคุมประพฤติ กระทรวงยุติธรรม`
        : `${name}, Department of Probation, Ministry of Justice`,
      address: office.address[lang],
      phone: office.phone,
      fax: office.fax,
      email: office.email,
      hotline: HOTLINE[lang],
      office_hours: OFFICE_HOURS[lang],
      social: officeSocial(office),
      copyright: copyrightLine(name, lang),
      links: footerLinks(POLICY_SECTIONS, lang),
    },
    intro: {
      enabled: true,
      title: th ? `ยินดีต้อนรับสู่เว็บไซต์${name}` : `Welcome to the ${name}`,
      message: office.introMessage[lang],
      image: { url: `/media/intro/${site.code}.svg`, alt: office.introImageAlt[lang], ...INTRO_IMAGE_SIZE },
      enter_label: ENTER_LABEL[lang],
    },
    banners: banners(['complaints', 'calendar', 'forms'], lang, site.code),
    useful_links: usefulLinks(lang, { withDepartment: true }),
  };
}
