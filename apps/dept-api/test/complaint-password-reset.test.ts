import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@probation/contract';
import { complaintPasswordResets, complaints, mailOutbox } from '../src/db/schema.ts';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { expectAnswer, startTestApi, type TestApi } from './helpers/test-api.ts';
import { capturedLogger } from './helpers/log-lines.ts';
import { idempotencyKey, multipart } from './helpers/multipart.ts';
import { complaintFields } from './helpers/complaint.ts';

type ComplaintReceipt = components['schemas']['ComplaintReceipt'];

/** A new tracking password by e-mail (decision 0612). */
const { logger, lines } = capturedLogger('trace');
let api: TestApi;
let token: string;
let now = new Date('2026-11-25T03:00:00.000Z');
beforeAll(async () => {
  api = await startTestApi({ clock: () => now, logger });
  token = await api.token();
});
afterAll(() => api.close());

const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
let complainants = 0;

async function newComplaint(): Promise<ComplaintReceipt & { email: string }> {
  complainants++;
  const email = `Reset.Complainant${complainants}@Example.com`;
  const body = multipart(complaintFields({ email, sender_ip: `198.51.100.${complainants}` }));
  const response = await api.app.inject({
    method: 'POST',
    url: `${DEPT}/forms/complaint`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey(), ...body.headers },
    payload: body.payload,
  });
  return { ...expectAnswer<ComplaintReceipt>(response, 201, 'ComplaintReceipt'), email };
}

let senders = 0;
/** Each test asks from an address of its own unless it says otherwise (10 requests a day per address). */
const askNewPassword = (body: { tracking_code: string; email: string }, senderIp?: string, site = DEPT) =>
  api.send('POST', `${site}/forms/complaint/new-password`, token, {
    lang: 'en',
    sender_ip: senderIp ?? `192.0.2.${++senders}`,
    ...body,
  });
const track = (tracking_code: string, password: string) =>
  api.send('POST', `${DEPT}/forms/complaint/track`, token, {
    tracking_code,
    password,
    lang: 'en',
    sender_ip: '203.0.113.200',
  });
const newPasswordMails = (complaintId: number) =>
  api.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.complaintId, complaintId))
    .then((mails) => mails.filter((mail) => mail.kind === 'complaint-new-password'));
const rowOf = async (reference: string) =>
  (await api.database.db.select().from(complaints).where(eq(complaints.reference, reference)))[0]!;
const passwordIn = (text: string) => /Your new password: (\S+)/.exec(text)?.[1];

describe('a new tracking password by e-mail', () => {
  it('replaces the password and mails the new one to the complaint’s address only: the old one fails, the new one opens it', async () => {
    const complaint = await newComplaint();
    const answer = await askNewPassword({
      tracking_code: complaint.tracking_code.toLowerCase().replace('-', ' '),
      email: ` ${complaint.email.toUpperCase()} `,
    });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ accepted: true });
    expect(answer.headers['cache-control']).toBe('no-store');

    const row = await rowOf(complaint.reference);
    const [mail] = await newPasswordMails(row.id);
    expect(mail).toMatchObject({ toAddress: complaint.email, lang: 'en' });
    expect(mail!.subject).toBe(`A new password to follow your complaint (reference ${complaint.reference})`);
    expect(mail!.bodyText).toContain(`Your tracking code: ${complaint.tracking_code}`);
    expect(mail!.bodyText).toContain('http://localhost:3000/en/forms/track\n');
    const password = passwordIn(mail!.bodyText)!;
    expect(password).toMatch(/^\S{12}$/);

    expect((await track(complaint.tracking_code, complaint.password!)).statusCode).toBe(404);
    expect((await track(complaint.tracking_code, password)).statusCode).toBe(200);
    // The audit: which complaint, when, from which (hashed) address; never the password or the e-mail.
    const audit = await api.database.db
      .select()
      .from(complaintPasswordResets)
      .where(eq(complaintPasswordResets.complaintId, row.id));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(password);
    expect(JSON.stringify(audit).toLowerCase()).not.toContain(complaint.email.toLowerCase());
    const logged = lines.join('\n');
    expect(logged).toContain('complaint tracking password replaced and mailed');
    expect(logged).not.toContain(password);
    expect(logged.toLowerCase()).not.toContain(complaint.email.toLowerCase());
  });

  it('answers the same to a wrong e-mail, an unknown code and another site’s code, and changes and sends nothing', async () => {
    const complaint = await newComplaint();
    const row = await rowOf(complaint.reference);
    const answers = [
      await askNewPassword({ tracking_code: complaint.tracking_code, email: 'someone.else@example.com' }),
      await askNewPassword({ tracking_code: 'ZZZZ-ZZZZ', email: complaint.email }),
      await askNewPassword({ tracking_code: 'not a code', email: complaint.email }),
      await askNewPassword(
        { tracking_code: complaint.tracking_code, email: complaint.email },
        undefined,
        `/site/${DEMO_SITE_IDS.phuket}`,
      ),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ accepted: true });
    }
    expect(await newPasswordMails(row.id)).toHaveLength(0);
    expect((await rowOf(complaint.reference)).passwordHash).toBe(row.passwordHash);
    expect((await track(complaint.tracking_code, complaint.password!)).statusCode).toBe(200);
  });

  it('sends at most 3 new passwords a day for one complaint, then silently none; a day later again', async () => {
    const complaint = await newComplaint();
    const row = await rowOf(complaint.reference);
    for (let i = 0; i < 4; i++) {
      const answer = await askNewPassword({ tracking_code: complaint.tracking_code, email: complaint.email });
      expect(answer.statusCode).toBe(202);
    }
    const mails = await newPasswordMails(row.id);
    expect(mails).toHaveLength(3);
    // The last password mailed is the one that works (the fourth request changed nothing).
    expect((await track(complaint.tracking_code, passwordIn(mails.at(-1)!.bodyText)!)).statusCode).toBe(200);
    const startedAt = now;
    now = new Date(startedAt.getTime() + 24 * 60 * 60 * 1000 + 1000);
    try {
      token = await api.token(); // the gateway's token of a day ago has expired (23 hours)
      const answer = await askNewPassword({ tracking_code: complaint.tracking_code, email: complaint.email });
      expect(answer.statusCode).toBe(202);
      expect(await newPasswordMails(row.id)).toHaveLength(4);
    } finally {
      now = startedAt;
      token = await api.token();
    }
  });

  it('takes at most 10 requests a day from one address, whatever they matched, then 429 with Retry-After', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 10; i++) {
      const answer = await askNewPassword(
        { tracking_code: 'ZZZZ-ZZZZ', email: `x${i}@example.com` },
        address,
      );
      expect(answer.statusCode).toBe(202);
    }
    const complaint = await newComplaint();
    const refused = await askNewPassword(
      { tracking_code: complaint.tracking_code, email: complaint.email },
      address,
    );
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    expect(await newPasswordMails((await rowOf(complaint.reference)).id)).toHaveLength(0);
  });

  it('refuses a request without the e-mail, as the contract says', async () => {
    const answer = await api.send('POST', `${DEPT}/forms/complaint/new-password`, token, {
      tracking_code: 'ZZZZ-ZZZZ',
      lang: 'en',
      sender_ip: '192.0.2.250',
    });
    expect(answer.statusCode).toBe(400);
  });
});
