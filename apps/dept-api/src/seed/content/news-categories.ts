/** The news categories, and the section of the menus that lists each category's demo news. */
import type { newsCategories } from '../../db/schema.ts';

export interface DemoCategory {
  id: string;
  th: string;
  en: string;
  /** The news section demo items of this category are filed under. */
  section: 'press-releases' | 'activities' | 'procurement';
  /** Colour of the category's cover image. */
  colour: string;
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    id: 'press-releases',
    th: 'ข่าวประชาสัมพันธ์',
    en: 'Press releases',
    section: 'press-releases',
    colour: '#0b3d6e',
  },
  { id: 'activities', th: 'กิจกรรม', en: 'Activities', section: 'activities', colour: '#1b5e20' },
  { id: 'announcements', th: 'ประกาศ', en: 'Announcements', section: 'press-releases', colour: '#8a3b12' },
  {
    id: 'results',
    th: 'ผลการดำเนินงาน',
    en: 'Performance results',
    section: 'press-releases',
    colour: '#5b2a86',
  },
  { id: 'procurement', th: 'จัดซื้อจัดจ้าง', en: 'Procurement', section: 'procurement', colour: '#005f73' },
];

export function categoryRows(): Array<typeof newsCategories.$inferInsert> {
  return DEMO_CATEGORIES.map((category, position) => ({
    id: category.id,
    labelTh: category.th,
    labelEn: category.en,
    position,
  }));
}

export const COVER_SIZE = { width: 1200, height: 675 } as const;

/** A category's cover in a site's colours, under media/. */
export function coverPath(categoryId: string, siteCode: string): string {
  return `news/${siteCode}/${categoryId}.svg`;
}

export function coverUrl(categoryId: string, siteCode: string): string {
  return `/media/${coverPath(categoryId, siteCode)}`;
}
