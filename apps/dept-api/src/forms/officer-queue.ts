/**
 * The officers' side of complaints and tip-offs (decision 0160): each channel's queue per site (newest first,
 * paged, filtered by status), one submission whole with its results and its files' metadata, a file's place in the
 * private folder for the download, and the operation results officers append (a complaint's are read by
 * complaint-form.ts too: the tracking page shows them).
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { components } from '@probation/contract';
import { ATTACHMENT_TYPES } from '@probation/forms';
import type { Clock } from '../auth/tokens.ts';
import type { Db, Transaction } from '../db/database.ts';
import type { COMPLAINT_STATUSES } from '../db/schema.ts';
import { complaintResults, complaints, formAttachments, tipOffResults, tipOffs } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { complaintRecord } from './complaint-form.ts';
import { findFormTopic } from './form-topics.ts';
import { storedResult, type ResultInput, type StoredResult } from './officer-result.ts';

type Schemas = components['schemas'];
type Status = (typeof COMPLAINT_STATUSES)[number];
type AttachmentRow = typeof formAttachments.$inferSelect;

export interface QueueQuery {
  status?: Status | undefined;
  page?: number | undefined;
  page_size?: number | undefined;
}

const DEFAULT_PAGE_SIZE = 20;

/** What every queue shows of a submission: its reference, when it came, its status, the sender's name. */
function queueColumns<Table extends typeof complaints | typeof tipOffs>(table: Table) {
  return {
    reference: table.reference,
    receivedAt: table.receivedAt,
    status: table.status,
    firstName: table.firstName,
    lastName: table.lastName,
  };
}

/**
 * The Thai name of a submission's topic (null when the topic was removed since) and its number of files, as
 * subqueries of a list. Written with qualified names: in a select list Drizzle leaves columns unqualified, and
 * `id` inside the subquery would be the inner table's.
 */
function topicAndFiles(form: 'complaint' | 'tip-off', table: string, topicColumn: string, fileOwner: string) {
  const [submissions, topic, owner] = [sql.raw(table), sql.raw(topicColumn), sql.raw(fileOwner)];
  return {
    topicName: sql<
      string | null
    >`(select ft.name_th from form_topics ft where ft.site_id = ${submissions}.site_id and ft.form = ${form} and ft.id = ${submissions}.${topic})`,
    files: sql<number>`(select count(*)::int from form_attachments fa where fa.${owner} = ${submissions}.id)`,
  };
}

const LIST_COLUMNS = {
  complaint: {
    ...queueColumns(complaints),
    trackingCode: complaints.trackingCode,
    complaintType: complaints.complaintType,
    ...topicAndFiles('complaint', 'complaints', 'complaint_type', 'complaint_id'),
  },
  tipOff: {
    ...queueColumns(tipOffs),
    topic: tipOffs.topic,
    subject: tipOffs.subject,
    email: tipOffs.email,
    phone: tipOffs.phone,
    ...topicAndFiles('tip-off', 'tip_offs', 'topic', 'tip_off_id'),
  },
};

/** A channel's submissions: the table, what a 404 calls one, and the column naming it on its files. */
const CHANNELS = {
  complaint: { table: complaints, noun: 'complaint', fileOwner: formAttachments.complaintId },
  'tip-off': { table: tipOffs, noun: 'tip-off', fileOwner: formAttachments.tipOffId },
} as const;
type Channel = keyof typeof CHANNELS;
type SubmissionRow<C extends Channel> = (typeof CHANNELS)[C]['table']['$inferSelect'];

function attachmentOf(row: AttachmentRow): Schemas['SubmissionAttachment'] {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    content_type: ATTACHMENT_TYPES[row.type].mime as Schemas['SubmissionAttachment']['content_type'],
    size: row.size,
  };
}

function resultOf(row: {
  type: string;
  status: Status;
  operatorName: string;
  note: string | null;
  recordedAt: Date;
}): Schemas['OfficerResult'] {
  return {
    type: row.type,
    status: row.status,
    operator_name: row.operatorName,
    note: row.note,
    recorded_at: row.recordedAt.toISOString(),
  };
}

/** A channel's queue list: what a row reads (the channel's table and its list columns) and how it is shown. */
interface QueueList<Query extends PgSelect, Item> {
  channel: Channel;
  select(db: Db): Query;
  item(row: Awaited<Query>[number]): Item;
}

/** One page of the channel's queue on the site, in the query's status, newest first, with the count of all. */
function queueList<Query extends PgSelect, Item>(list: QueueList<Query, Item>) {
  return async (
    db: Db,
    siteId: string,
    query: QueueQuery,
  ): Promise<{ items: Item[]; total: number; page: number; page_size: number }> => {
    const { table } = CHANNELS[list.channel];
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
    const where = and(eq(table.siteId, siteId), query.status ? eq(table.status, query.status) : undefined);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(table).where(where);
    const rows = (await list
      .select(db)
      .where(where)
      .orderBy(desc(table.receivedAt), desc(table.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize)) as Awaited<Query>;
    return { items: rows.map((row) => list.item(row)), total, page, page_size: pageSize };
  };
}

export const listComplaints = queueList({
  channel: 'complaint',
  select: (db: Db) => db.select(LIST_COLUMNS.complaint).from(complaints).$dynamic(),
  item: (row): Schemas['OfficerComplaintPage']['items'][number] => ({
    reference: row.reference,
    tracking_code: row.trackingCode,
    received_at: row.receivedAt.toISOString(),
    status: row.status,
    complaint_type: { id: row.complaintType, name: row.topicName ?? row.complaintType },
    first_name: row.firstName,
    last_name: row.lastName,
    attachment_count: Number(row.files),
  }),
});

/** The channel's submission with this reference on the site (404 when there is none). */
async function findSubmission<C extends Channel>(
  db: Db,
  channel: C,
  siteId: string,
  reference: string,
): Promise<SubmissionRow<C>> {
  const { table, noun } = CHANNELS[channel];
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.siteId, siteId), eq(table.reference, reference)));
  if (!row) throw notFound(`No ${noun} ${reference} on this site`);
  return row as SubmissionRow<C>;
}

/** A submission's files, in the order they came. */
function filesOf(db: Db, channel: Channel, submissionId: number): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(formAttachments)
    .where(eq(CHANNELS[channel].fileOwner, submissionId))
    .orderBy(asc(formAttachments.id));
}

/** An officer's read of one submission of a channel, whole, by its reference on the site (404 when none). */
export type OfficerRead<Shape> = (db: Db, siteId: string, reference: string) => Promise<Shape>;

export const officerComplaint: OfficerRead<Schemas['OfficerComplaint']> = async (db, siteId, reference) => {
  const complaint = await findSubmission(db, 'complaint', siteId, reference);
  const { type, results, rating } = await complaintRecord(db, complaint);
  const files = await filesOf(db, 'complaint', complaint.id);
  return {
    reference: complaint.reference,
    tracking_code: complaint.trackingCode,
    received_at: complaint.receivedAt.toISOString(),
    status: complaint.status,
    complaint_type: { id: complaint.complaintType, name: type?.nameTh ?? complaint.complaintType },
    first_name: complaint.firstName,
    last_name: complaint.lastName,
    email: complaint.email,
    phone: complaint.phone,
    phone_extension: complaint.phoneExtension,
    extra_phone: complaint.extraPhone,
    extra_phone_extension: complaint.extraPhoneExtension,
    detail: complaint.detail,
    lang: complaint.lang,
    results: results.map(resultOf),
    rating,
    attachments: files.map(attachmentOf),
  };
};

export const listTipOffs = queueList({
  channel: 'tip-off',
  select: (db: Db) => db.select(LIST_COLUMNS.tipOff).from(tipOffs).$dynamic(),
  item: (row): Schemas['OfficerTipOffPage']['items'][number] => ({
    reference: row.reference,
    received_at: row.receivedAt.toISOString(),
    status: row.status,
    topic: { id: row.topic, name: row.topicName ?? row.topic },
    subject: row.subject,
    anonymous: isAnonymous(row),
    attachment_count: Number(row.files),
  }),
});

function isAnonymous(row: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
}): boolean {
  return !row.firstName && !row.lastName && !row.email && !row.phone;
}

export const officerTipOff: OfficerRead<Schemas['OfficerTipOff']> = async (db, siteId, reference) => {
  const tipOff = await findSubmission(db, 'tip-off', siteId, reference);
  const topic = await findFormTopic(db, siteId, 'tip-off', tipOff.topic);
  const results = await db
    .select()
    .from(tipOffResults)
    .where(eq(tipOffResults.tipOffId, tipOff.id))
    .orderBy(asc(tipOffResults.recordedAt), asc(tipOffResults.id));
  const files = await filesOf(db, 'tip-off', tipOff.id);
  return {
    reference: tipOff.reference,
    received_at: tipOff.receivedAt.toISOString(),
    status: tipOff.status,
    topic: { id: tipOff.topic, name: topic?.nameTh ?? tipOff.topic },
    subject: tipOff.subject,
    anonymous: isAnonymous(tipOff),
    first_name: tipOff.firstName,
    last_name: tipOff.lastName,
    email: tipOff.email,
    phone: tipOff.phone,
    phone_extension: tipOff.phoneExtension,
    detail: tipOff.detail,
    lang: tipOff.lang,
    results: results.map(resultOf),
    attachments: files.map(attachmentOf),
  };
};

/** How a channel's results are stored: a row of its results table naming the submission. */
const RESULT_TABLES = {
  complaint: (tx: Transaction, complaintId: number, result: StoredResult<Status>) =>
    tx.insert(complaintResults).values({ complaintId, ...result }),
  'tip-off': (tx: Transaction, tipOffId: number, result: StoredResult<Status>) =>
    tx.insert(tipOffResults).values({ tipOffId, ...result }),
};

/**
 * Appends an officer's operation result to the channel's submission and sets its status, in one transaction: the
 * submission as it now is (404 for an unknown reference on the site).
 */
export async function addOfficerResult<C extends Channel>(
  db: Db,
  clock: Clock,
  channel: C,
  siteId: string,
  reference: string,
  input: ResultInput<Status>,
): Promise<SubmissionRow<C>> {
  const { table, noun } = CHANNELS[channel];
  const result = storedResult(input, clock());
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set({ status: input.status })
      .where(and(eq(table.siteId, siteId), eq(table.reference, reference)))
      .returning();
    if (row) await RESULT_TABLES[channel](tx, row.id, result);
    return row;
  });
  if (!updated) throw notFound(`No ${noun} ${reference} on this site`);
  return updated as SubmissionRow<C>;
}

/** The file row of a complaint's or tip-off's attachment on this site (404 when it is not theirs). */
export async function submissionAttachment(
  db: Db,
  channel: Channel,
  siteId: string,
  reference: string,
  attachmentId: number,
): Promise<AttachmentRow> {
  const owner = (await findSubmission(db, channel, siteId, reference)).id;
  const [row] = await db
    .select()
    .from(formAttachments)
    .where(and(eq(formAttachments.id, attachmentId), eq(CHANNELS[channel].fileOwner, owner)));
  if (!row) throw notFound(`No file ${attachmentId} in ${reference}`);
  return row;
}

/** `Content-Disposition: attachment` with the safe name (RFC 6266: an ASCII fallback and the UTF-8 name). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
