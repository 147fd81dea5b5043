/**
 * Editor writes: add, replace and remove videos. The input is checked against the site before anything is
 * stored: the section must be one of its videos sections, English all or nothing (title and description). The
 * source's shape (a YouTube id, a Facebook address, a /media/ file) is already held to the contract.
 */
import type { VideoInput } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { contentWriter, sectionItemValues } from './content-writer.ts';
import { videos } from '../db/schema.ts';
import { englishOfInput } from './localized-text.ts';
import { requireSectionOfType } from './section-repository.ts';

type VideoValues = Omit<typeof videos.$inferInsert, 'id' | 'siteId'>;

async function videoValues(db: Db, siteId: string, input: VideoInput, now: Date): Promise<VideoValues> {
  await requireSectionOfType(db, siteId, input.section, 'videos');
  const english = englishOfInput({ title: input.title, description: input.description });
  return {
    ...sectionItemValues(input, english),
    descriptionTh: input.description.th,
    descriptionEn: english?.description ?? null,
    thumbnail: input.thumbnail,
    durationSeconds: input.duration,
    source: input.source,
    publishedAt: new Date(input.published_at),
    updatedAt: now,
  };
}

export const videoWriter = contentWriter({
  table: videos,
  idPrefix: 'v',
  searchKind: 'video',
  values: videoValues,
});
