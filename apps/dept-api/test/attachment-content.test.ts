import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormReceipt, FormRejection } from '@probation/contract';
import type { AttachmentScanner } from '../src/forms/attachment-content.ts';
import { AttachmentStore } from '../src/forms/attachment-store.ts';
import { complaints, contactMessages, formAttachments } from '../src/db/schema.ts';
import { preparePicture } from '../src/members/member-picture.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { complaintFields, pdfBytes } from './helpers/complaint.ts';
import { contactFields, idempotencyKey, multipart, type Part } from './helpers/multipart.ts';
import { expectAnswer, startTestApi, type TestApi } from './helpers/test-api.ts';

const attachmentsDir = join(tmpdir(), `dept-api-attachment-content-test-${process.pid}`);
let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi({ config: { attachmentsDir } });
  token = await api.token();
});
afterAll(async () => {
  await api.close();
  await rm(attachmentsDir, { recursive: true, force: true });
});

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
let senders = 0;
const sender = () => {
  senders++;
  return { email: `content${senders}@example.com`, sender_ip: `198.51.100.${senders}` };
};

function submit(form: 'contact' | 'complaint', parts: Part[]) {
  const body = multipart(parts);
  return api.app.inject({
    method: 'POST',
    url: `${DEPT}/forms/${form}`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey(), ...body.headers },
    payload: body.payload,
  });
}

const storedFiles = async (): Promise<string[]> => {
  if (!existsSync(attachmentsDir)) return [];
  const entries = await readdir(attachmentsDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
};
const messageCount = async () => (await api.database.db.select().from(contactMessages)).length;

/** A one-page PDF made by pdf-lib, changed by `edit` before it is saved (object streams, as pdf-lib writes). */
async function madePdf(edit: (pdf: PDFDocument) => unknown = () => {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText('Complaint evidence');
  await edit(pdf);
  return Buffer.from(await pdf.save());
}

/** The 422 problems of a contact message sent with this file, checking nothing was kept. */
async function refusedAttachment(
  data: Buffer,
  filename = 'evidence.pdf',
): Promise<FormRejection['problems']> {
  const filesBefore = await storedFiles();
  const messagesBefore = await messageCount();
  const contentType = filename.endsWith('.pdf') ? 'application/pdf' : 'image/png';
  const response = await submit('contact', [...contactFields(sender()), { filename, contentType, data }]);
  const { problems } = expectAnswer<FormRejection>(response, 422, 'FormRejection');
  expect(await messageCount()).toBe(messagesBefore);
  expect(await storedFiles()).toEqual(filesBefore);
  return problems;
}

const REFUSED = [{ field: 'attachment', message: 'forms.errors.fileRefused' }];

/** The stored file of a contact message's receipt. */
async function keptFile(reference: string): Promise<Buffer> {
  const [row] = await api.database.db
    .select({ storedPath: formAttachments.storedPath })
    .from(formAttachments)
    .innerJoin(contactMessages, eq(contactMessages.id, formAttachments.contactMessageId))
    .where(eq(contactMessages.reference, reference));
  return readFile(join(attachmentsDir, row!.storedPath));
}

describe('uploads checked by their content (decision 0606)', () => {
  it('keeps a real PDF byte for byte', async () => {
    const data = await madePdf();
    const response = await submit('contact', [
      ...contactFields(sender()),
      { filename: 'หลักฐาน.pdf', contentType: 'application/pdf', data },
    ]);
    const { reference } = expectAnswer<FormReceipt>(response, 201, 'FormReceipt');
    expect((await keptFile(reference)).equals(data)).toBe(true);
  });

  it('refuses "%PDF-1.4" followed by HTML and script: no PDF reader opens it', async () => {
    const polyglot = Buffer.from(
      '%PDF-1.4\n<html><body><script>fetch("/x?c="+document.cookie)</script></body></html>\n',
    );
    expect(await refusedAttachment(polyglot)).toEqual(REFUSED);
  });

  it('refuses a PDF whose OpenAction runs JavaScript, and one that starts a program', async () => {
    const javascript = await madePdf((pdf) =>
      pdf.catalog.set(
        PDFName.of('OpenAction'),
        pdf.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("x")') }),
      ),
    );
    expect(await refusedAttachment(javascript)).toEqual(REFUSED);
    const launch = await madePdf((pdf) =>
      pdf
        .getPage(0)
        .node.set(PDFName.of('AA'), pdf.context.obj({ O: { S: 'Launch', F: PDFString.of('cmd.exe') } })),
    );
    expect(await refusedAttachment(launch)).toEqual(REFUSED);
  });

  it('refuses scripts spelled with #xx escapes, a JavaScript name tree and embedded files', async () => {
    const escaped = Buffer.from(
      pdfBytes(400)
        .toString('latin1')
        .replace(
          '/Type /Catalog',
          '/Type /Catalog /OpenAction << /S /#4aava#53cript /#4a#73 (app.alert(1)) >>',
        ),
      'latin1',
    );
    expect(await refusedAttachment(escaped)).toEqual(REFUSED);
    const nameTree = await madePdf((pdf) => {
      const script = pdf.context.register(pdf.context.obj({ S: 'JavaScript', JS: PDFString.of('1') }));
      pdf.catalog.set(
        PDFName.of('Names'),
        pdf.context.obj({ JavaScript: { Names: [PDFString.of('a'), script] } }),
      );
    });
    expect(await refusedAttachment(nameTree)).toEqual(REFUSED);
    const embedded = await madePdf((pdf) =>
      pdf.attach(Buffer.from('MZ'), 'setup.exe', { mimeType: 'application/octet-stream' }),
    );
    expect(await refusedAttachment(embedded)).toEqual(REFUSED);
  });

  it('refuses a PDF locked with a password, and one with no page', async () => {
    const encrypted = Buffer.from(
      pdfBytes(400)
        .toString('latin1')
        .replace('/Root 1 0 R', '/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >>'),
      'latin1',
    );
    expect(await refusedAttachment(encrypted)).toEqual(REFUSED);
    const noPage = Buffer.from(
      pdfBytes(400).toString('latin1').replace('/Kids [3 0 R] /Count 1', '/Kids [] /Count 0'),
      'latin1',
    );
    expect(await refusedAttachment(noPage)).toEqual(REFUSED);
  });

  it('refuses a truncated PNG and keeps an image encoded again without its EXIF GPS position', async () => {
    const noise = Buffer.from(Array.from({ length: 200 * 200 * 3 }, (_, i) => (i * 7919) % 251));
    const png = await sharp(noise, { raw: { width: 200, height: 200, channels: 3 } })
      .png()
      .toBuffer();
    expect(await refusedAttachment(png.subarray(0, Math.floor(png.length * 0.8)), 'scan.png')).toEqual(
      REFUSED,
    );

    const photo = await sharp(noise, { raw: { width: 200, height: 200, channels: 3 } })
      .png()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await submit('contact', [
      ...contactFields(sender()),
      { filename: 'scan.png', contentType: 'image/png', data: photo },
    ]);
    const { reference } = expectAnswer<FormReceipt>(response, 201, 'FormReceipt');
    const kept = await sharp(await keptFile(reference)).metadata();
    expect(kept).toMatchObject({ format: 'png', width: 200, height: 200 });
    expect(kept.exif).toBeUndefined();
  });

  it('refuses a complaint whose fourth of five files carries a script, keeping none of them', async () => {
    const before = (await api.database.db.select().from(complaints)).length;
    const filesBefore = await storedFiles();
    const good = await madePdf();
    const bad = await madePdf((pdf) =>
      pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.obj({ S: 'JavaScript', JS: PDFString.of('1') })),
    );
    const file = (data: Buffer): Part => ({
      field: 'attachments',
      filename: 'file.pdf',
      contentType: 'application/pdf',
      data,
    });
    const response = await submit('complaint', [
      ...complaintFields(sender()),
      file(good),
      file(good),
      file(good),
      file(bad),
      file(good),
    ]);
    expect(expectAnswer<FormRejection>(response, 422, 'FormRejection').problems).toEqual([
      { field: 'attachments', message: 'forms.errors.fileRefused' },
    ]);
    expect((await api.database.db.select().from(complaints)).length).toBe(before);
    expect(await storedFiles()).toEqual(filesBefore);
    const accepted = await submit('complaint', [...complaintFields(sender()), file(good), file(good)]);
    expectAnswer(accepted, 201, 'ComplaintReceipt');
  });
});

describe("members' pictures (the same image decoding)", () => {
  it('refuses a truncated PNG with 422 on picture, and keeps no EXIF GPS position of a JPEG', async () => {
    const noise = Buffer.from(Array.from({ length: 300 * 200 * 3 }, (_, i) => (i * 7919) % 251));
    const png = await sharp(noise, { raw: { width: 300, height: 200, channels: 3 } })
      .png()
      .toBuffer();
    await expect(preparePicture(png.subarray(0, Math.floor(png.length * 0.8)))).rejects.toMatchObject({
      statusCode: 422,
      details: { problems: [{ field: 'picture', message: 'forms.errors.pictureFormat' }] },
    });
    const photo = await sharp(noise, { raw: { width: 300, height: 200, channels: 3 } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { bytes, type } = await preparePicture(photo);
    expect(type).toBe('jpeg');
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });
});

describe('the scanner hook', () => {
  it('keeps nothing the configured scanner calls infected, and everything else it checks', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'dept-api-scanner-'));
    const scanned: Buffer[] = [];
    const scanner: AttachmentScanner = {
      async scan(path) {
        const bytes = await readFile(path);
        scanned.push(bytes);
        return bytes.includes('EICAR') ? 'infected' : 'clean';
      },
    };
    const store = new AttachmentStore(folder, scanner);
    const keep = async (data: Buffer) => {
      const received = await store.receive(Readable.from([data]));
      if (received.kind !== 'accepted') throw new Error(received.kind);
      return store.store(received, new Date('2026-11-25T03:00:00Z'), 'contact');
    };
    try {
      const infected = Buffer.concat([pdfBytes(), Buffer.from('EICAR-STANDARD-ANTIVIRUS-TEST-FILE')]);
      expect(await keep(infected)).toEqual({ kind: 'refused', reason: 'infected' });
      const clean = await keep(pdfBytes());
      expect(clean).toMatchObject({ kind: 'kept', file: { type: 'pdf', size: pdfBytes().length } });
      expect(scanned).toHaveLength(2);
      const left = await readdir(folder, { recursive: true, withFileTypes: true });
      expect(left.filter((entry) => entry.isFile())).toHaveLength(1);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
