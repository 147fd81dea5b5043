/**
 * Rewordings of demo texts that databases seeded earlier must receive too. The content seed adds the demo rows that
 * are missing and never rewrites one that exists (an editor's change survives a restart), so a revision that
 * rewords a demo text lists the change here: raising CONTENT_SEED_REVISION applies it once, to the English text
 * columns of news, events, albums and pages that no editor has saved since the last seed (updated_at not later than it),
 * and only where the old wording is still there. Nothing but text is touched (not images, dates or ids).
 *
 * Revision 6 (decisions 0247, 0249): English event titles number the year in the Common Era ("meeting no.
 * 3/2026", not 3/2569); English page titles are in sentence case; "email", "08:30 to 16:30"; a few sentences of
 * the news and events reworded.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { albums, events, news, pages, seedRevisions } from '../../db/schema.ts';
import { PAGE_TITLE_RENAMES } from './pages/page-title-renames.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One change of wording: a phrase (every occurrence) or a pattern, and what replaces it. */
type Rewording = readonly [
  from: string | RegExp,
  to: string | ((match: string, ...groups: string[]) => string),
];

function reword(text: string, rewordings: readonly Rewording[]): string {
  return rewordings.reduce(
    (result, [from, to]) =>
      typeof from === 'string'
        ? result.replaceAll(from, to as string)
        : result.replace(from, to as (match: string, ...groups: string[]) => string),
    text,
  );
}

/** Revision 6's English event titles and descriptions (decision 0249: Common Era years). */
const EVENT_REWORDINGS: readonly Rewording[] = [
  [/^(Probation volunteer development course), group /, '$1, intake '],
  [/ (\d+)\/(25\d\d)$/, (_, number: string, year: string) => ` ${number}/${Number(year) - 543}`],
  [
    '<li>Registration from 8.30 a.m.</li><li>Smart dress</li>',
    '<li>Registration from 08:30</li><li>Dress code: smart</li>',
  ],
  [
    ': policies, instructions and problems met in the work.',
    ': policy, instructions and any problems in the work.',
  ],
  [
    'Two days of taking complaints, checking entitlements and advice',
    'Two days of taking complaints, checking entitlements and giving advice',
  ],
];

/** Revision 6's English news texts (decision 0247). */
const NEWS_REWORDINGS: readonly Rewording[] = [
  [
    'The agreement aims to open more vocational training, jobs and social acceptance to people under probation, which lowers reoffending for good.',
    'The agreement aims to give people under probation more vocational training, more jobs and more acceptance in society, so that fewer of them reoffend.',
  ],
  [/^Behaviour change and recovery camp, group /, 'Behaviour change and recovery camp, intake '],
  [
    /^Winning bid: office supplies for the fiscal year \((.+)\)$/,
    'Winning bid for office supplies, announced by $1',
  ],
  [' for office supplies by specific method, ', ' for office supplies by the specific method, '],
  ['<li>Method: specific method</li>', '<li>Procurement method: specific method</li>'],
];

/** Revision 6's English album texts (decision 0247): the day's name as the department writes it. */
const ALBUM_REWORDINGS: readonly Rewording[] = [["Probation Volunteers' Day", 'Probation Volunteers Day']];

/** Revision 6's English page titles and texts (decision 0247). */
const PAGE_REWORDINGS: readonly Rewording[] = [
  ['Telephone and e-mail', 'Telephone and email'],
  ['E-mail <a href', 'Email <a href'],
  ['>E-mail<', '>Email<'],
  [' e-mail ', ' email '],
  ['08:30 - 16:30', '08:30 to 16:30'],
  [
    ' is one of the regional offices of the Department of Probation',
    ' is one of the provincial offices of the Department of Probation',
  ],
  // Links to renamed pages, in the bodies that name them.
  ...Object.entries(PAGE_TITLE_RENAMES).map(([from, to]): Rewording => [`>${from}</a>`, `>${to}</a>`]),
];

/** An English event title as revision 6 writes it. */
export function englishEventTitle(title: string): string {
  return reword(title, EVENT_REWORDINGS);
}

/** An English news text as revision 6 writes it. */
export function englishNewsText(text: string): string {
  return reword(text, NEWS_REWORDINGS);
}

async function rewordEvents(tx: Transaction, seededAt: Date) {
  const rows = await tx
    .select({ id: events.id, titleEn: events.titleEn, descriptionHtmlEn: events.descriptionHtmlEn })
    .from(events)
    .where(lte(events.updatedAt, seededAt));
  for (const row of rows) {
    const titleEn = row.titleEn && reword(row.titleEn, EVENT_REWORDINGS);
    const descriptionHtmlEn = row.descriptionHtmlEn && reword(row.descriptionHtmlEn, EVENT_REWORDINGS);
    if (titleEn !== row.titleEn || descriptionHtmlEn !== row.descriptionHtmlEn) {
      await tx.update(events).set({ titleEn, descriptionHtmlEn }).where(eq(events.id, row.id));
    }
  }
}

async function rewordNews(tx: Transaction, seededAt: Date) {
  const rows = await tx
    .select({ id: news.id, titleEn: news.titleEn, summaryEn: news.summaryEn, bodyHtmlEn: news.bodyHtmlEn })
    .from(news)
    .where(lte(news.updatedAt, seededAt));
  for (const row of rows) {
    const titleEn = row.titleEn && reword(row.titleEn, NEWS_REWORDINGS);
    const summaryEn = row.summaryEn && reword(row.summaryEn, NEWS_REWORDINGS);
    const bodyHtmlEn = row.bodyHtmlEn && reword(row.bodyHtmlEn, NEWS_REWORDINGS);
    if (titleEn !== row.titleEn || summaryEn !== row.summaryEn || bodyHtmlEn !== row.bodyHtmlEn) {
      await tx.update(news).set({ titleEn, summaryEn, bodyHtmlEn }).where(eq(news.id, row.id));
    }
  }
}

async function rewordAlbums(tx: Transaction, seededAt: Date) {
  const rows = await tx
    .select({ id: albums.id, titleEn: albums.titleEn, descriptionEn: albums.descriptionEn })
    .from(albums)
    .where(lte(albums.updatedAt, seededAt));
  for (const row of rows) {
    const titleEn = row.titleEn && reword(row.titleEn, ALBUM_REWORDINGS);
    const descriptionEn = row.descriptionEn && reword(row.descriptionEn, ALBUM_REWORDINGS);
    if (titleEn !== row.titleEn || descriptionEn !== row.descriptionEn) {
      await tx.update(albums).set({ titleEn, descriptionEn }).where(eq(albums.id, row.id));
    }
  }
}

async function rewordPages(tx: Transaction, seededAt: Date) {
  const rows = await tx.select().from(pages).where(lte(pages.updatedAt, seededAt));
  for (const row of rows) {
    const titleEn =
      row.titleEn &&
      (Object.hasOwn(PAGE_TITLE_RENAMES, row.titleEn) ? PAGE_TITLE_RENAMES[row.titleEn]! : row.titleEn);
    const summaryEn = row.summaryEn && reword(row.summaryEn, PAGE_REWORDINGS);
    const bodyHtmlEn = row.bodyHtmlEn && reword(row.bodyHtmlEn, PAGE_REWORDINGS);
    if (titleEn !== row.titleEn || summaryEn !== row.summaryEn || bodyHtmlEn !== row.bodyHtmlEn) {
      await tx
        .update(pages)
        .set({ titleEn, summaryEn, bodyHtmlEn })
        .where(and(eq(pages.siteId, row.siteId), eq(pages.urlname, row.urlname)));
    }
  }
}

const TEXT_FIXES: readonly { revision: number; apply(tx: Transaction, seededAt: Date): Promise<void> }[] = [
  {
    revision: 6,
    async apply(tx, seededAt) {
      await rewordEvents(tx, seededAt);
      await rewordNews(tx, seededAt);
      await rewordAlbums(tx, seededAt);
      await rewordPages(tx, seededAt);
    },
  },
];

/**
 * The rewordings newer than the revision a database has, in order, to rows no editor has saved since that seed
 * (a fresh database has none to reword).
 */
export async function applyTextFixes(tx: Transaction, appliedRevision: number): Promise<void> {
  const [seeded] = await tx.select().from(seedRevisions).where(eq(seedRevisions.name, 'content'));
  if (!seeded) return;
  for (const fix of TEXT_FIXES) if (fix.revision > appliedRevision) await fix.apply(tx, seeded.appliedAt);
}
