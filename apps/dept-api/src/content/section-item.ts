/** What every item of a site's sections (news, documents, events, albums, videos) starts with when served. */
import type { ContentLang } from '@probation/contract';
import { pickText } from './localized-text.ts';

/** The stored columns of the head (db/schema/content.ts: sectionItemColumns). */
interface SectionItemRow {
  id: string;
  section: string;
  titleTh: string;
  titleEn: string | null;
}

/** Its id, its section and its title in the language served. */
export function sectionItemHead(row: SectionItemRow, contentLang: ContentLang) {
  return {
    id: row.id,
    section: row.section,
    title: pickText({ th: row.titleTh, en: row.titleEn }, contentLang),
  };
}
