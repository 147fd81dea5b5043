/**
 * Editor writes: add, replace and remove videos. The input is checked against the site before anything is
 * stored: the section must be one of its videos sections, English all or nothing (title and description). The
 * source's shape (a YouTube id, a Facebook address, a /media/ file) is already held to the contract.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { VideoInput } from '@probation/contract';
import type { Db } from '../db/database.ts';
import { videos } from '../db/schema.ts';
import { englishOfInput } from './localized-text.ts';
import { requireSectionOfType } from './section-repository.ts';

type VideoValues = Omit<typeof videos.$inferInsert, 'id' | 'siteId'>;

async function videoValues(db: Db, siteId: string, input: VideoInput, now: Date): Promise<VideoValues> {
  await requireSectionOfType(db, siteId, input.section, 'videos');
  const english = englishOfInput({ title: input.title, description: input.description });
  return {
    section: input.section,
    titleTh: input.title.th,
    titleEn: english?.title ?? null,
    descriptionTh: input.description.th,
    descriptionEn: english?.description ?? null,
    thumbnail: input.thumbnail,
    durationSeconds: input.duration,
    source: input.source,
    publishedAt: new Date(input.published_at),
    updatedAt: now,
  };
}

export function newVideoId(): string {
  return `v-${randomBytes(6).toString('hex')}`;
}

export async function createVideo(db: Db, siteId: string, input: VideoInput, now: Date): Promise<string> {
  const id = newVideoId();
  await db.insert(videos).values({ id, siteId, ...(await videoValues(db, siteId, input, now)) });
  return id;
}

/** Replaces a video; false when the site has no video with this id. */
export async function updateVideo(
  db: Db,
  siteId: string,
  id: string,
  input: VideoInput,
  now: Date,
): Promise<boolean> {
  const values = await videoValues(db, siteId, input, now);
  const updated = await db
    .update(videos)
    .set(values)
    .where(and(eq(videos.siteId, siteId), eq(videos.id, id)))
    .returning({ id: videos.id });
  return updated.length > 0;
}

export async function deleteVideo(db: Db, siteId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(videos)
    .where(and(eq(videos.siteId, siteId), eq(videos.id, id)))
    .returning({ id: videos.id });
  return deleted.length > 0;
}
