/** Building blocks shared by the demo layouts: menu entries, the hotline, office hours, the copyright line. */
import type { Footer, Lang, MenuItem, PublicFormName } from '@probation/contract';
import { YEAR_MARK } from '../../sites/copyright-year.ts';

export interface Section {
  id: string;
  th: string;
  en: string;
  children?: Section[];
  /** An absolute URL outside the site; otherwise the entry points at `/{lang}/{id}`. */
  href?: string;
  /** A page of the site that is not a section (a form): the entry points at `/{lang}/{path}`. */
  path?: string;
}

/**
 * The public forms in the "contact" menu of every demo site, at the website's `/{lang}/forms/{name}`
 * (PUBLIC_FORM_NAMES). Not sections: no section can take their paths.
 */
export const FORM_ENTRIES: Section[] = [
  { id: 'contact-form', th: 'ส่งข้อความถึงเราทางออนไลน์', en: 'Write to us online', path: formPath('contact') },
  { id: 'complaint-form', th: 'ร้องเรียนออนไลน์', en: 'Make a complaint online', path: formPath('complaint') },
  { id: 'complaint-tracking', th: 'ติดตามเรื่องร้องเรียน', en: 'Follow a complaint', path: formPath('track') },
  {
    id: 'tip-off-form',
    th: 'แจ้งเบาะแสการทุจริตการเลือกตั้ง',
    en: 'Report election misconduct',
    path: formPath('tip-off'),
  },
];

/** A public form's path below `/{lang}/`. */
export function formPath(form: PublicFormName): string {
  return `forms/${form}`;
}

export function menuItem(section: Section, lang: Lang): MenuItem {
  const item: MenuItem = {
    id: section.id,
    label: section[lang],
    url: section.href ?? `/${lang}/${section.path ?? section.id}`,
    children: (section.children ?? []).map((child) => menuItem(child, lang)),
  };
  if (section.href) item.external = true;
  return item;
}

export const HOTLINE: Record<Lang, Footer['hotline']> = {
  th: { label: 'สายด่วนยุติธรรม', number: '1111 กด 78' },
  en: { label: 'Justice hotline', number: '1111 press 78' },
};

export const OFFICE_HOURS: Record<Lang, string> = {
  th: 'วันจันทร์ - วันศุกร์ เวลา 08.30 - 16.30 น. (เว้นวันหยุดราชการ)',
  en: 'Monday to Friday, 08:30 to 16:30, except public holidays',
};

export const ENTER_LABEL: Record<Lang, string> = { th: 'เข้าสู่เว็บไซต์', en: 'Enter the website' };

/** `© {year} <owner> สงวนลิขสิทธิ์`; the year is filled when the layout is served (พ.ศ. on Thai pages). */
export function copyrightLine(owner: string, lang: Lang): string {
  return lang === 'th'
    ? `© ${YEAR_MARK} ${owner} สงวนลิขสิทธิ์`
    : `© ${YEAR_MARK} ${owner}. All rights reserved.`;
}

/** The footer's links to the site's policy pages (content/pages/policy-pages.ts). */
export function footerLinks(pages: readonly Section[], lang: Lang): NonNullable<Footer['links']> {
  return pages.map((page) => ({ label: page[lang], url: `/${lang}/${page.id}` }));
}

export const LOGO_SIZE = { width: 96, height: 96 } as const;
export const INTRO_IMAGE_SIZE = { width: 1200, height: 630 } as const;
