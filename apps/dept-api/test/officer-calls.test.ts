/**
 * The officers' calls (decision 0160) on both databases: queues of complaints and tip-offs per site, one read whole
 * with its files, a file's download, a tip-off's results; all under the officers' scopes and refused without them.
 */
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components, FormReceipt } from '@probation/contract';
import { formAttachments } from '../src/db/schema.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { complaintFields, pdfBytes } from './helpers/complaint.ts';
import { capturedLogger } from './helpers/log-lines.ts';
import { idempotencyKey, multipart, type Part } from './helpers/multipart.ts';
import {
  EDITOR,
  expectAnswer,
  expectError,
  OFFICER,
  startTestApi,
  type TestApi,
} from './helpers/test-api.ts';
import { TEST_DRIVERS } from './helpers/test-database.ts';
import { tipOffFields } from './helpers/tip-off.ts';

type Schemas = components['schemas'];

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
const CHIANGMAI = `/site/${DEMO_SITE_IDS.chiangmai}`;

describe.each(TEST_DRIVERS)('officer calls on %s', (driver) => {
  const attachmentsDir = join(tmpdir(), `dept-api-officer-test-${process.pid}-${driver}`);
  let api: TestApi;
  let gateway: string;
  let editor: string;
  let officer: string;
  let now = new Date('2026-11-25T03:00:00.000Z');
  let senders = 0;

  const { logger, lines } = capturedLogger('info');
  beforeAll(async () => {
    api = await startTestApi({ driver, clock: () => now, config: { attachmentsDir }, logger });
    gateway = await api.token();
    editor = await api.token(EDITOR);
    officer = await api.token(OFFICER);
  });
  afterAll(async () => {
    await api?.close();
    await rm(attachmentsDir, { recursive: true, force: true });
  });

  async function post(form: 'complaint' | 'tip-off', parts: Part[]) {
    const body = multipart(parts);
    return api.app.inject({
      method: 'POST',
      url: `${DEPT}/forms/${form}`,
      headers: { authorization: `Bearer ${gateway}`, 'idempotency-key': idempotencyKey(), ...body.headers },
      payload: body.payload,
    });
  }
  const pdf = (data: Buffer, filename: string): Part => ({
    field: 'attachments',
    filename,
    contentType: 'application/pdf',
    data,
  });

  it('lists complaints per site, newest first, paged and filtered by status, with forms:read only', async () => {
    now = new Date('2026-11-25T03:00:00.000Z');
    senders++;
    const receipt = (await post('complaint', [
      ...complaintFields({ email: `officer-test${senders}@example.com`, sender_ip: `198.51.100.${senders}` }),
      pdf(pdfBytes(1200), 'ใบเสร็จ.pdf'),
    ]).then((r) => r.json())) as FormReceipt;

    const page = expectAnswer<Schemas['OfficerComplaintPage']>(
      await api.get(`${DEPT}/complaints`, officer),
      200,
      'OfficerComplaintPage',
    );
    // The three demo complaints and this one; the newest first.
    expect(page.total).toBe(4);
    expect(page.items[0]).toMatchObject({
      reference: receipt.reference,
      status: 'received',
      complaint_type: { id: 'service-delay', name: 'ความล่าช้าในการให้บริการ' },
      first_name: 'สมชาย',
      attachment_count: 1,
    });
    const times = page.items.map((item) => item.received_at);
    expect([...times].sort().reverse()).toEqual(times);

    const closed = expectAnswer<Schemas['OfficerComplaintPage']>(
      await api.get(`${DEPT}/complaints?status=closed`, officer),
      200,
      'OfficerComplaintPage',
    );
    expect(closed.items.map((item) => item.status)).toEqual(['closed']);
    const second = expectAnswer<Schemas['OfficerComplaintPage']>(
      await api.get(`${DEPT}/complaints?page=2&page_size=3`, officer),
      200,
      'OfficerComplaintPage',
    );
    expect(second).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(second.items).toHaveLength(1);
    expectError(await api.get(`${DEPT}/complaints?status=open`, officer), 400);
    expectError(await api.get(`${DEPT}/complaints?page_size=101`, officer), 400);

    const response = await api.get(`${DEPT}/complaints`, officer);
    expect(response.headers['cache-control']).toBe('no-store');
    expectError(await api.get(`${DEPT}/complaints`, gateway), 403);
    expectError(await api.get(`${DEPT}/complaints`, editor), 403);
    expectError(await api.get(`${DEPT}/complaints`, 'not-a-token'), 401);
  });

  it('reads one complaint whole with its files, and downloads a file as an attachment', async () => {
    senders++;
    const content = pdfBytes(3333);
    const receipt = (await post('complaint', [
      ...complaintFields({ email: `officer-test${senders}@example.com`, sender_ip: `198.51.100.${senders}` }),
      pdf(content, 'บันทึก "ลับ".pdf'),
    ]).then((r) => r.json())) as FormReceipt;
    const complaint = expectAnswer<Schemas['OfficerComplaint']>(
      await api.get(`${DEPT}/complaints/${receipt.reference}`, officer),
      200,
      'OfficerComplaint',
    );
    expect(complaint).toMatchObject({
      reference: receipt.reference,
      first_name: 'สมชาย',
      last_name: 'รักดี',
      phone: '+66812345678',
      extra_phone: '+6621414749',
      detail: 'รอรับบริการนานเกินสามชั่วโมงโดยไม่มีผู้ชี้แจง',
      results: [],
      rating: null,
    });
    expect(complaint.attachments).toHaveLength(1);
    const attachment = complaint.attachments[0]!;
    expect(attachment).toMatchObject({ type: 'pdf', content_type: 'application/pdf', size: 3333 });

    const url = `${DEPT}/complaints/${receipt.reference}/attachments/${attachment.id}`;
    const download = await api.get(url, officer);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="[^"]*"; filename\*=UTF-8''/,
    );
    expect(download.headers['content-disposition']).toContain(encodeURIComponent(attachment.name));
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.rawPayload.equals(content)).toBe(true);
    const [row] = await api.database.db
      .select()
      .from(formAttachments)
      .where(eq(formAttachments.id, attachment.id));
    expect((await readFile(join(attachmentsDir, row!.storedPath))).equals(content)).toBe(true);

    // Who read or downloaded what is logged (the client and the reference), never the content.
    const audit = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(audit).toContainEqual(
      expect.objectContaining({
        msg: 'officer read a complaint',
        clientId: 'forms-officer',
        reference: receipt.reference,
      }),
    );
    expect(audit).toContainEqual(
      expect.objectContaining({ msg: 'officer downloaded a complaint file', attachmentId: attachment.id }),
    );
    expect(lines.join('')).not.toMatch(/สมชาย|รอรับบริการ|บันทึก/);
    expectError(await api.get(url, gateway), 403);
    expectError(await api.get(url, editor), 403);
    // Another site, another complaint's number, an unknown file: 404.
    expectError(
      await api.get(`${CHIANGMAI}/complaints/${receipt.reference}/attachments/${attachment.id}`, officer),
      404,
    );
    expectError(await api.get(`${DEPT}/complaints/${receipt.reference}/attachments/999999`, officer), 404);
    expectError(await api.get(`${CHIANGMAI}/complaints/${receipt.reference}`, officer), 404);
    expectError(await api.get(`${DEPT}/complaints/not-a-reference`, officer), 400);
  });

  it('records a complaint result with forms:write; the officer reads it with the note', async () => {
    const [demo] = expectAnswer<Schemas['OfficerComplaintPage']>(
      await api.get(`${DEPT}/complaints?status=received`, officer),
      200,
      'OfficerComplaintPage',
    ).items.slice(-1);
    const body = {
      type: 'ตรวจสอบข้อเท็จจริง',
      status: 'in-progress',
      operator_name: 'นายสมชาย ตั้งใจ',
      note: 'ภายใน',
    };
    expectError(await api.send('POST', `${DEPT}/complaints/${demo!.reference}/results`, editor, body), 403);
    expectAnswer(
      await api.send('POST', `${DEPT}/complaints/${demo!.reference}/results`, officer, body),
      201,
      'ComplaintStatus',
    );
    const read = expectAnswer<Schemas['OfficerComplaint']>(
      await api.get(`${DEPT}/complaints/${demo!.reference}`, officer),
      200,
      'OfficerComplaint',
    );
    expect(read.status).toBe('in-progress');
    expect(read.results.at(-1)).toMatchObject({ type: 'ตรวจสอบข้อเท็จจริง', note: 'ภายใน' });
  });

  it('lists and reads tip-offs in their own queue, downloads their files, records their results', async () => {
    now = new Date('2026-11-25T04:00:00.000Z');
    const content = pdfBytes(1500);
    const anonymous = (await post('tip-off', [
      ...tipOffFields({ sender_ip: '198.51.100.201' }),
      pdf(content, 'หลักฐาน.pdf'),
    ]).then((r) => r.json())) as FormReceipt;
    now = new Date('2026-11-25T05:00:00.000Z');
    const named = (await post(
      'tip-off',
      tipOffFields({ first_name: 'สมศรี', email: 'tipster@example.com', sender_ip: '198.51.100.202' }),
    ).then((r) => r.json())) as FormReceipt;

    const page = expectAnswer<Schemas['OfficerTipOffPage']>(
      await api.get(`${DEPT}/tip-offs`, officer),
      200,
      'OfficerTipOffPage',
    );
    expect(
      page.items.slice(0, 2).map((item) => [item.reference, item.anonymous, item.attachment_count]),
    ).toEqual([
      [named.reference, false, 0],
      [anonymous.reference, true, 1],
    ]);
    expect(page.items[0]!.topic).toEqual({ id: 'vote-buying', name: 'การซื้อสิทธิขายเสียง' });
    // Tip-offs are not in the complaints' queue.
    const complaints = expectAnswer<Schemas['OfficerComplaintPage']>(
      await api.get(`${DEPT}/complaints?page_size=100`, officer),
      200,
      'OfficerComplaintPage',
    );
    expect(complaints.items.map((item) => item.reference)).not.toContain(anonymous.reference);
    expectError(await api.get(`${DEPT}/complaints/${anonymous.reference}`, officer), 400);

    const tipOff = expectAnswer<Schemas['OfficerTipOff']>(
      await api.get(`${DEPT}/tip-offs/${anonymous.reference}`, officer),
      200,
      'OfficerTipOff',
    );
    expect(tipOff).toMatchObject({
      anonymous: true,
      first_name: null,
      email: null,
      phone: null,
      results: [],
    });
    const fileUrl = `${DEPT}/tip-offs/${anonymous.reference}/attachments/${tipOff.attachments[0]!.id}`;
    const download = await api.get(fileUrl, officer);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(content)).toBe(true);
    expectError(await api.get(fileUrl, gateway), 403);
    // A tip-off's file is not reachable as another tip-off's.
    expectError(
      await api.get(`${DEPT}/tip-offs/${named.reference}/attachments/${tipOff.attachments[0]!.id}`, officer),
      404,
    );

    const result = { type: 'ส่งเรื่องให้ กกต. จังหวัด', status: 'closed', operator_name: 'นางสาวใจดี มีสุข' };
    expectError(
      await api.send('POST', `${DEPT}/tip-offs/${anonymous.reference}/results`, gateway, result),
      403,
    );
    expectError(await api.send('POST', `${DEPT}/tip-offs/TO-261125-AAAAAA/results`, officer, result), 404);
    const updated = expectAnswer<Schemas['OfficerTipOff']>(
      await api.send('POST', `${DEPT}/tip-offs/${anonymous.reference}/results`, officer, result),
      201,
      'OfficerTipOff',
    );
    expect(updated.status).toBe('closed');
    expect(updated.results).toEqual([{ ...result, note: null, recorded_at: now.toISOString() }]);
    const closed = expectAnswer<Schemas['OfficerTipOffPage']>(
      await api.get(`${DEPT}/tip-offs?status=closed`, officer),
      200,
      'OfficerTipOffPage',
    );
    expect(closed.items.map((item) => item.reference)).toContain(anonymous.reference);
    expectError(await api.get(`${DEPT}/tip-offs`, gateway), 403);
    expectError(await api.get(`${CHIANGMAI}/tip-offs/${anonymous.reference}`, officer), 404);
  });

  it("shows each demo site's two demo tip-offs: one anonymous and received, one named and closed", async () => {
    const page = expectAnswer<Schemas['OfficerTipOffPage']>(
      await api.get(`${CHIANGMAI}/tip-offs`, officer),
      200,
      'OfficerTipOffPage',
    );
    expect(page.items.map((item) => [item.status, item.anonymous, item.topic.id])).toEqual([
      ['received', true, 'vote-buying'],
      ['closed', false, 'state-resources'],
    ]);
    const closed = expectAnswer<Schemas['OfficerTipOff']>(
      await api.get(`${CHIANGMAI}/tip-offs/${page.items[1]!.reference}`, officer),
      200,
      'OfficerTipOff',
    );
    expect(closed.results).toHaveLength(1);
    expect(closed.email).toMatch(/@example\.com$/);
  });
});
