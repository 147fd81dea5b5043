/** The shape of a demo page (Thai always, English for most) and its rows for the `pages` table. */
import type { LocalizedText } from '@probation/contract';
import type { PageValues } from '../../../content/page-repository.ts';

export interface DemoPageText {
  title: string;
  summary: string | null;
  body: string;
}

export interface DemoPage {
  urlname: string;
  th: DemoPageText;
  /** Null: the page is in Thai only (the English site shows the Thai text). */
  en: DemoPageText | null;
}

/** Who to contact about a service or a complaint: the department or one of its offices. */
export interface ContactPoint {
  name: LocalizedText;
  address: LocalizedText;
  phone: string;
  email: string;
}

export function pageRow(siteId: string, page: DemoPage, now: Date): PageValues {
  return {
    siteId,
    urlname: page.urlname,
    titleTh: page.th.title,
    titleEn: page.en?.title ?? null,
    summaryTh: page.th.summary,
    summaryEn: page.en?.summary ?? null,
    bodyHtmlTh: page.th.body,
    bodyHtmlEn: page.en?.body ?? null,
    updatedAt: now,
  };
}
