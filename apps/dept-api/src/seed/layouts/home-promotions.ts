/**
 * The home page's banners and useful links of the demo sites. Every banner leads to a page the site has (a
 * section of its menu); every useful link to a real agency's site. Banner images are decoration (alt ""): the
 * banner's title and description are text on the page.
 */
import type { Banner, Lang, UsefulLink } from '@probation/contract';
import { formPath } from './layout-parts.ts';

export const BANNER_IMAGE_SIZE = { width: 1200, height: 500 } as const;

/** The banner topics; each has an image `media/banners/{id}.svg`. */
export const BANNER_TOPICS = ['complaints', 'volunteers', 'ita', 'calendar', 'forms'] as const;
export type BannerTopic = (typeof BANNER_TOPICS)[number];

const BANNER_TEXT: Record<BannerTopic, Record<Lang, { title: string; description: string }>> = {
  complaints: {
    th: {
      title: 'ร้องเรียน ร้องทุกข์',
      description: 'แจ้งเรื่องร้องเรียนเกี่ยวกับการให้บริการหรือการปฏิบัติหน้าที่ของเจ้าหน้าที่ และติดตามผลการดำเนินการได้',
    },
    en: {
      title: 'Make a complaint',
      description:
        'Tell us about our services or the conduct of our officers, and follow what is done about it.',
    },
  },
  volunteers: {
    th: {
      title: 'ร่วมเป็นอาสาสมัครคุมประพฤติ',
      description: 'ร่วมเป็นพลังของชุมชนในการแก้ไขฟื้นฟูผู้กระทำผิดให้กลับตนเป็นคนดีของสังคม',
    },
    en: {
      title: 'Become a probation volunteer',
      description: 'Help your community rehabilitate offenders and bring them back to society.',
    },
  },
  ita: {
    th: {
      title: 'การประเมินคุณธรรมและความโปร่งใส (ITA)',
      description: 'เปิดเผยข้อมูลสาธารณะตามเกณฑ์การประเมินคุณธรรมและความโปร่งใสในการดำเนินงานของหน่วยงานภาครัฐ',
    },
    en: {
      title: 'Integrity and Transparency Assessment (ITA)',
      description:
        'Public information published under the integrity and transparency assessment of state agencies.',
    },
  },
  calendar: {
    th: {
      title: 'ปฏิทินกิจกรรม',
      description: 'กิจกรรม การอบรม และวันให้บริการประชาชนที่กำลังจะมาถึง',
    },
    en: {
      title: 'Events calendar',
      description: 'Coming activities, training and public service days.',
    },
  },
  forms: {
    th: {
      title: 'ดาวน์โหลดแบบฟอร์ม',
      description: 'แบบคำร้องและเอกสารที่ต้องใช้ในการติดต่อราชการ พร้อมคำอธิบายการกรอก',
    },
    en: {
      title: 'Download forms',
      description:
        'Request forms and the documents you need when you contact us, with guidance on filling them in.',
    },
  },
};

/** Where each banner leads, below `/{lang}/`: a section every demo site that shows the banner has, or a form. */
const BANNER_TARGET: Record<BannerTopic, string> = {
  complaints: formPath('complaint'),
  volunteers: 'volunteers',
  ita: 'ita',
  calendar: 'calendar',
  forms: 'forms',
};

/** A topic's banner image in a site's colours, under media/. */
export function bannerPath(topic: BannerTopic, siteCode: string): string {
  return `banners/${siteCode}/${topic}.svg`;
}

export function banners(topics: readonly BannerTopic[], lang: Lang, siteCode: string): Banner[] {
  return topics.map((topic) => ({
    id: topic,
    ...BANNER_TEXT[topic][lang],
    url: `/${lang}/${BANNER_TARGET[topic]}`,
    image: { url: `/media/${bannerPath(topic, siteCode)}`, alt: '', ...BANNER_IMAGE_SIZE },
  }));
}

const USEFUL_LINKS: Array<{ th: string; en: string; url: string }> = [
  { th: 'กระทรวงยุติธรรม', en: 'Ministry of Justice', url: 'https://www.moj.go.th/' },
  {
    th: 'ศูนย์รับเรื่องราวร้องทุกข์ของรัฐบาล 1111',
    en: 'Government Complaint Centre 1111',
    url: 'https://www.1111.go.th/',
  },
  {
    th: 'ศูนย์ดำรงธรรม กระทรวงมหาดไทย',
    en: 'Damrongdhama Centre, Ministry of Interior',
    url: 'https://www.damrongdhama.moi.go.th/',
  },
  {
    th: 'สำนักงานคณะกรรมการ ป.ป.ช.',
    en: 'National Anti-Corruption Commission',
    url: 'https://www.nacc.go.th/',
  },
  {
    th: 'ระบบการจัดซื้อจัดจ้างภาครัฐ (e-GP)',
    en: 'Government e-Procurement (e-GP)',
    url: 'https://www.gprocurement.go.th/',
  },
  { th: 'ราชกิจจานุเบกษา', en: 'Royal Thai Government Gazette', url: 'https://ratchakitcha.soc.go.th/' },
];

const DEPARTMENT_LINK = {
  th: 'เว็บไซต์กรมคุมประพฤติ',
  en: 'Department of Probation',
  url: 'https://www.probation.go.th/',
};

export function usefulLinks(lang: Lang, options: { withDepartment: boolean }): UsefulLink[] {
  const links = options.withDepartment ? [DEPARTMENT_LINK, ...USEFUL_LINKS] : USEFUL_LINKS;
  return links.map((link) => ({ label: link[lang], url: link.url }));
}
