/**
 * Retention of the forms' submissions (PDPA; decision 0161). Each channel has its period (RETENTION_DAYS_*):
 * - a contact message goes once it is older than the contact period (from its receipt);
 * - a complaint or a tip-off goes once it is **closed** and its last change (its receipt, its last operation
 *   result, a complaint's rating) is older than its channel's period. One still open is kept, however old: it is
 *   being handled, and deleting it would lose a case; the command reports how many such old open ones there are.
 * Rows go with everything that hangs on them (files' rows, results, ratings, mails: foreign keys cascade), then
 * their files leave the private folder. Files left in `.incoming/` for over a day (a crash mid-upload) go too.
 */
import { and, eq, inArray, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import {
  complaintRatings,
  complaintResults,
  complaints,
  contactMessages,
  formAttachments,
  tipOffResults,
  tipOffs,
} from '../db/schema.ts';
import type { AttachmentStore } from './attachment-store.ts';
import { DAY_MS } from '../time-spans.ts';

export interface RetentionDays {
  contact: number;
  complaint: number;
  tipOff: number;
}

export interface RetentionReport {
  deleted: { contact: number; complaint: number; tipOff: number };
  /** Files removed from the private folder (with their submissions, and stale uploads). */
  files: number;
  /** Closed too long ago by the period but still open: kept. */
  keptOpen: { complaint: number; tipOff: number };
  /** Files whose removal failed: their submissions are kept, and the next run tries again. */
  fileErrors: number;
}

type Channel = 'contact' | 'complaint' | 'tipOff';

function cutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** A complaint's last change: its receipt, its last result, its rating. */
function complaintLastChange(): SQL<Date> {
  return sql<Date>`greatest(${complaints.receivedAt},
    (select max(${complaintResults.recordedAt}) from ${complaintResults} where ${complaintResults.complaintId} = ${complaints.id}),
    (select ${complaintRatings.ratedAt} from ${complaintRatings} where ${complaintRatings.complaintId} = ${complaints.id}))`;
}

function tipOffLastChange(): SQL<Date> {
  return sql<Date>`greatest(${tipOffs.receivedAt},
    (select max(${tipOffResults.recordedAt}) from ${tipOffResults} where ${tipOffResults.tipOffId} = ${tipOffs.id}))`;
}

/** The ids of a channel's expired submissions, and how many old ones are kept because still open. */
async function expired(db: Db, channel: Channel, days: RetentionDays, now: Date) {
  if (channel === 'contact') {
    const rows = await db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(lt(contactMessages.receivedAt, cutoff(now, days.contact)));
    return { ids: rows.map((row) => row.id), keptOpen: 0 };
  }
  const table = channel === 'complaint' ? complaints : tipOffs;
  const last = channel === 'complaint' ? complaintLastChange() : tipOffLastChange();
  const before = cutoff(now, channel === 'complaint' ? days.complaint : days.tipOff);
  // As text: postgres.js takes no Date in a raw fragment (Drizzle maps one only against a column).
  const old = sql`${last} < ${before.toISOString()}::timestamptz`;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.status, 'closed'), old));
  const [open] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(and(ne(table.status, 'closed'), old));
  return { ids: rows.map((row) => row.id), keptOpen: Number(open?.count ?? 0) };
}

const OWNER: Record<Channel, PgColumn> = {
  contact: formAttachments.contactMessageId,
  complaint: formAttachments.complaintId,
  tipOff: formAttachments.tipOffId,
};

/** Deletes the expired submissions and their files; `dryRun` only counts. */
export async function deleteExpiredSubmissions(
  db: Db,
  store: AttachmentStore,
  days: RetentionDays,
  now: Date,
  options: { dryRun?: boolean } = {},
): Promise<RetentionReport> {
  const report: RetentionReport = {
    deleted: { contact: 0, complaint: 0, tipOff: 0 },
    files: 0,
    keptOpen: { complaint: 0, tipOff: 0 },
    fileErrors: 0,
  };
  for (const channel of ['contact', 'complaint', 'tipOff'] as const) {
    const { ids, keptOpen } = await expired(db, channel, days, now);
    if (channel !== 'contact') report.keptOpen[channel] = keptOpen;
    const table = channel === 'contact' ? contactMessages : channel === 'complaint' ? complaints : tipOffs;
    // In slices: an IN list stays small. Files first, then the rows whose files are all gone: a submission whose
    // file could not be removed keeps its row, so the next run tries again (a row deleted first would leave its
    // file on disk with nothing left to find it by).
    for (let start = 0; start < ids.length; start += 500) {
      const slice = ids.slice(start, start + 500);
      const files = await db
        .select({ owner: OWNER[channel], storedPath: formAttachments.storedPath })
        .from(formAttachments)
        .where(and(isNotNull(OWNER[channel]), inArray(OWNER[channel], slice)));
      if (options.dryRun) {
        report.deleted[channel] += slice.length;
        report.files += files.length;
        continue;
      }
      const withFileLeft = new Set<unknown>();
      for (const file of files) {
        try {
          await store.remove(file.storedPath);
          report.files++;
        } catch {
          report.fileErrors++;
          withFileLeft.add(file.owner);
        }
      }
      const deletable = slice.filter((id) => !withFileLeft.has(id));
      if (deletable.length === 0) continue;
      const deleted = await db.delete(table).where(inArray(table.id, deletable)).returning({ id: table.id });
      report.deleted[channel] += deleted.length;
    }
  }
  if (!options.dryRun) report.files += await store.removeStaleUploads(new Date(now.getTime() - DAY_MS));
  return report;
}
