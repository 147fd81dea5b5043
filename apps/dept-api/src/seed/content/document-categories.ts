/** The document categories, shared by every site, in the order a filter offers them. */
import type { documentCategories } from '../../db/schema.ts';

export const DOCUMENT_CATEGORIES = [
  { id: 'acts-regulations', th: 'พระราชบัญญัติและระเบียบ', en: 'Acts and regulations' },
  { id: 'announcements', th: 'ประกาศและคำสั่ง', en: 'Announcements and orders' },
  { id: 'annual-reports', th: 'รายงานประจำปี', en: 'Annual reports' },
  { id: 'plans', th: 'แผนและรายงานผลการดำเนินงาน', en: 'Plans and performance reports' },
  { id: 'manuals', th: 'คู่มือและแนวทางปฏิบัติ', en: 'Manuals and guides' },
  { id: 'forms', th: 'แบบฟอร์ม', en: 'Forms' },
  { id: 'statistics', th: 'ข้อมูลสถิติ', en: 'Statistics' },
  { id: 'ita', th: 'หลักฐานการประเมิน ITA', en: 'ITA evidence' },
] as const;

export type DocumentCategoryId = (typeof DOCUMENT_CATEGORIES)[number]['id'];

export function documentCategoryRows(): Array<typeof documentCategories.$inferInsert> {
  return DOCUMENT_CATEGORIES.map((category, position) => ({
    id: category.id,
    labelTh: category.th,
    labelEn: category.en,
    position,
  }));
}
