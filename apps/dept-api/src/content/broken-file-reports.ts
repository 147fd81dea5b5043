/**
 * Visitors' reports that a document's file does not open. The visitor is known only by a fingerprint, a salted
 * SHA-256 HMAC of the IP address the gateway passes (the address itself is never stored), and is rate-limited by
 * it: at most REPORTS_PER_HOUR reports an hour, and one report per file a day (docs/decisions/0112).
 */
import { createHmac } from 'node:crypto';
import { and, eq, gte } from 'drizzle-orm';
import type { BrokenFileReportInput } from '@probation/contract';
import { normaliseAddress } from '../auth/caller-address.ts';
import type { Db } from '../db/database.ts';
import { brokenFileReports } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { refuseOverWindowLimit } from '../http/window-limit.ts';
import { findDocument, unknownDocument } from './document-repository.ts';
import { DAY_MS, HOUR_MS } from '../time-spans.ts';

export const REPORTS_PER_HOUR = 5;
export const REPORTS_PER_FILE_PER_DAY = 1;

/** The same address always gives the same fingerprint (IPv4-mapped IPv6 counts as the IPv4 address). */
export function reporterFingerprint(ip: string, salt: string): string {
  return createHmac('sha256', salt).update(normaliseAddress(ip)).digest('hex');
}

/** 429 when this visitor has reached a limit (the message says which), else nothing. */
async function checkLimits(db: Db, fingerprint: string, fileUrl: string, now: Date): Promise<void> {
  const reports = { table: brokenFileReports, at: brokenFileReports.createdAt };
  const visitor = eq(brokenFileReports.fingerprint, fingerprint);
  const since = (windowMs: number) => gte(brokenFileReports.createdAt, new Date(now.getTime() - windowMs));
  await refuseOverWindowLimit(
    db,
    {
      ...reports,
      where: and(visitor, since(HOUR_MS)),
      limit: REPORTS_PER_HOUR,
      windowMs: HOUR_MS,
      message: `At most ${REPORTS_PER_HOUR} reports an hour from one visitor`,
    },
    now,
  );
  await refuseOverWindowLimit(
    db,
    {
      ...reports,
      where: and(visitor, eq(brokenFileReports.fileUrl, fileUrl), since(DAY_MS)),
      limit: REPORTS_PER_FILE_PER_DAY,
      windowMs: DAY_MS,
      message: 'This visitor has already reported this file in the last 24 hours',
    },
    now,
  );
}

/** Stores a report after checking the document (404), the file (400) and the visitor's limits (429). */
export async function recordBrokenFileReport(
  db: Db,
  siteId: string,
  documentId: string,
  input: BrokenFileReportInput,
  options: { salt: string; now: Date },
): Promise<void> {
  const document = await findDocument(db, siteId, documentId, 'th');
  if (!document) throw unknownDocument(documentId);
  if (!document.files.some((file) => file.url === input.file_url)) {
    throw badRequest(`file_url is not a file of the document "${documentId}"`);
  }
  const fingerprint = reporterFingerprint(input.reporter_ip, options.salt);
  await checkLimits(db, fingerprint, input.file_url, options.now);
  const message = input.message?.trim();
  await db.insert(brokenFileReports).values({
    siteId,
    documentId,
    fileUrl: input.file_url,
    message: message ? message : null,
    lang: input.lang,
    fingerprint,
    createdAt: options.now,
  });
}
