/** The news categories, and the section of the menus that lists each category's demo news. */
import type { newsCategories } from '../../db/schema.ts';

export interface DemoCategory {
  id: string;
  th: string;
  en: string;
  /** The news section demo items of this category are filed under. */
  section: 'press-releases' | 'activities' | 'procurement';
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    id: 'press-releases',
    th: 'ข่าวประชาสัมพันธ์',
    en: 'Press releases',
    section: 'press-releases',
  },
  { id: 'activities', th: 'กิจกรรม', en: 'Activities', section: 'activities' },
  { id: 'announcements', th: 'ประกาศ', en: 'Announcements', section: 'press-releases' },
  {
    id: 'results',
    th: 'ผลการดำเนินงาน',
    en: 'Performance results',
    section: 'press-releases',
  },
  { id: 'procurement', th: 'จัดซื้อจัดจ้าง', en: 'Procurement', section: 'procurement' },
];

export function categoryRows(): Array<typeof newsCategories.$inferInsert> {
  return DEMO_CATEGORIES.map((category, position) => ({
    id: category.id,
    labelTh: category.th,
    labelEn: category.en,
    position,
  }));
}
