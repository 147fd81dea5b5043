/**
 * Editor writes: add, replace and remove news. The input is checked against the site (the section must be one
 * of its news sections, the category must exist, English all or nothing) before anything is stored.
 */
import type { NewsInput } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { contentWriter, sectionItemValues } from './content-writer.ts';
import { news } from '../db/schema.ts';
import { requireCategory } from './category-list.ts';
import { categorisedNews } from './news-repository.ts';
import { englishOfInput } from './localized-text.ts';
import { requireSectionOfType } from './section-repository.ts';

type NewsValues = Omit<typeof news.$inferInsert, 'id' | 'siteId' | 'viewCount'>;

async function checkReferences(db: Db, siteId: string, input: NewsInput): Promise<void> {
  await requireSectionOfType(db, siteId, input.section, 'news');
  if (input.category) await requireCategory(db, categorisedNews, input.category);
}

/** The stored values for an input, after checking it against the site. */
async function newsValues(db: Db, siteId: string, input: NewsInput, now: Date): Promise<NewsValues> {
  await checkReferences(db, siteId, input);
  const english = englishOfInput({ title: input.title, summary: input.summary, body_html: input.body_html });
  return {
    ...sectionItemValues(input, english),
    summaryTh: input.summary.th,
    summaryEn: english?.summary ?? null,
    bodyHtmlTh: input.body_html.th,
    bodyHtmlEn: english?.body_html ?? null,
    cover: input.cover ?? null,
    gallery: input.gallery ?? [],
    attachments: input.attachments ?? [],
    categoryId: input.category ?? null,
    tags: input.tags ?? [],
    publishedAt: new Date(input.published_at),
    updatedAt: now,
    pinned: input.pinned ?? false,
    highlight: input.highlight ?? false,
  };
}

export const newsWriter = contentWriter({
  table: news,
  idPrefix: 'n',
  searchKind: 'news',
  values: newsValues,
  initial: { viewCount: 0 },
});
