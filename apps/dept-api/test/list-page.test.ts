import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq } from 'drizzle-orm';
import { listPage } from '../src/content/list-page.ts';
import { yearOfDate } from '../src/content/year-facet.ts';
import { albums, sections, sites } from '../src/db/schema.ts';
import type { Db } from '../src/db/database.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

let test: TestDatabase;
let db: Db;
const DAYS = ['2024-03-01', '2025-01-10', '2025-06-30', '2026-02-14', '2026-11-20'];

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.database.db;
  await db.insert(sites).values([
    { id: 'site-a', code: 'a', nameTh: 'ก', nameEn: 'A' },
    { id: 'site-b', code: 'b', nameTh: 'ข', nameEn: 'B' },
  ]);
  await db.insert(sections).values(
    ['site-a', 'site-b'].map((siteId) => ({
      siteId,
      urlname: 'photos',
      type: 'photos' as const,
      titleTh: 'ภาพ',
      position: 1,
    })),
  );
  const album = (siteId: string, date: string, index: number) => ({
    id: `${siteId}-${index}`,
    siteId,
    section: 'photos',
    titleTh: `อัลบั้ม ${index}`,
    date,
    updatedAt: new Date(),
  });
  await db
    .insert(albums)
    .values([...DAYS.map((day, index) => album('site-a', day, index)), album('site-b', '2020-05-05', 9)]);
});
afterAll(() => test.drop());

const ofSiteA = eq(albums.siteId, 'site-a');

describe('listPage', () => {
  it('reads the page asked for in the order given, with the total of all pages', async () => {
    const { rows, total } = await listPage(
      db,
      {
        table: albums,
        select: db.select().from(albums).$dynamic(),
        where: ofSiteA,
        orderBy: [desc(albums.date)],
      },
      { page: 2, pageSize: 2 },
    );
    expect(rows.map((row) => row.date)).toEqual(['2025-06-30', '2025-01-10']);
    expect(total).toBe(5);
  });

  it('answers an empty page past the last one, still with the total', async () => {
    const { rows, total } = await listPage(
      db,
      {
        table: albums,
        select: db.select().from(albums).$dynamic(),
        where: ofSiteA,
        orderBy: [asc(albums.date)],
      },
      { page: 4, pageSize: 2 },
    );
    expect(rows).toEqual([]);
    expect(total).toBe(5);
  });

  it('counts the years with items under the conditions given for them, newest first', async () => {
    const { rows, years } = await listPage(
      db,
      {
        table: albums,
        select: db.select().from(albums).$dynamic(),
        where: eq(albums.id, 'site-a-4'),
        orderBy: [desc(albums.date)],
        years: { of: yearOfDate(albums.date), where: ofSiteA },
      },
      { page: 1, pageSize: 10 },
    );
    expect(rows.map((row) => row.id)).toEqual(['site-a-4']);
    expect(years).toEqual([
      { year: 2026, count: 2 },
      { year: 2025, count: 2 },
      { year: 2024, count: 1 },
    ]);
  });

  it('answers no years for a list without a year filter', async () => {
    const { years } = await listPage(
      db,
      {
        table: albums,
        select: db.select().from(albums).$dynamic(),
        where: ofSiteA,
        orderBy: [desc(albums.date)],
      },
      { page: 1, pageSize: 1 },
    );
    expect(years).toEqual([]);
  });
});
