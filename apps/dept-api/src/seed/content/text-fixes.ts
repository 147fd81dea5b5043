/**
 * Rewordings of demo texts that databases seeded earlier must receive too. The content seed adds the demo rows that
 * are missing and never rewrites one that exists (an editor's change survives a restart), so a revision that
 * rewords a demo text lists the change here: raising CONTENT_SEED_REVISION applies it once, to demo rows that still
 * hold the old wording (text an editor has rewritten no longer matches and is left alone). Only text columns are
 * touched.
 *
 * Revision 6 (decisions 0247, 0249): English event titles number the year in the Common Era ("meeting no.
 * 3/2026", not 3/2569); English page titles are in sentence case; English page texts write "email" (as the
 * website's own texts do) and hours as "08:30 to 16:30". Page texts are reworded only in pages no editor has saved
 * since the last seed (updated_at not later than it), since a phrase can be anywhere in a body.
 */
import { eq, like, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { events, pages, seedRevisions } from '../../db/schema.ts';
import { PAGE_TITLE_RENAMES } from './pages/page-title-renames.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

interface TextFix {
  /** The content revision that brought the rewording. */
  revision: number;
  apply(tx: Transaction): Promise<void>;
}

/** "Executive committee meeting no. 3/2569" → "… no. 3/2026"; "…, group 2/2569" → "…, intake 2/2026". */
export function englishEventTitle(title: string): string {
  return title
    .replace(/^(Probation volunteer development course), group /, '$1, intake ')
    .replace(/ (\d+)\/(25\d\d)$/, (_, number: string, year: string) => ` ${number}/${Number(year) - 543}`);
}

/** Phrases of the English page texts revision 6 rewrites (decision 0247). */
const PAGE_TEXT_REWORDINGS: readonly (readonly [string, string])[] = [
  ['Telephone and e-mail', 'Telephone and email'],
  ['E-mail <a href', 'Email <a href'],
  ['>E-mail<', '>Email<'],
  [' e-mail ', ' email '],
  ['08:30 - 16:30', '08:30 to 16:30'],
];

const TEXT_FIXES: readonly TextFix[] = [
  {
    revision: 6,
    async apply(tx) {
      const numbered = await tx
        .select({ id: events.id, titleEn: events.titleEn })
        .from(events)
        .where(like(events.id, '%-e-%'));
      for (const { id, titleEn } of numbered) {
        const fixed = titleEn === null ? null : englishEventTitle(titleEn);
        if (fixed !== titleEn) await tx.update(events).set({ titleEn: fixed }).where(eq(events.id, id));
      }
      for (const [from, to] of Object.entries(PAGE_TITLE_RENAMES)) {
        await tx.update(pages).set({ titleEn: to }).where(eq(pages.titleEn, from));
      }
      const [seeded] = await tx.select().from(seedRevisions).where(eq(seedRevisions.name, 'content'));
      if (!seeded) return;
      for (const column of ['summaryEn', 'bodyHtmlEn'] as const) {
        let text = sql`${pages[column]}`;
        for (const [from, to] of PAGE_TEXT_REWORDINGS) text = sql`replace(${text}, ${from}, ${to})`;
        await tx
          .update(pages)
          .set({ [column]: text })
          .where(lte(pages.updatedAt, seeded.appliedAt));
      }
    },
  },
];

/** The rewordings newer than the revision a database has, in order. */
export async function applyTextFixes(tx: Transaction, appliedRevision: number): Promise<void> {
  for (const fix of TEXT_FIXES) if (fix.revision > appliedRevision) await fix.apply(tx);
}
