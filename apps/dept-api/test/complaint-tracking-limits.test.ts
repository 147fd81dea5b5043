import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@probation/contract';
import { DEMO_SITE_IDS } from '../src/seed/demo-sites.ts';
import { TRACKING_LIMITS } from '../src/forms/tracking-limits.ts';
import { expectAnswer, expectError, startTestApi, type TestApi } from './helpers/test-api.ts';
import { idempotencyKey, multipart } from './helpers/multipart.ts';
import { complaintFields } from './helpers/complaint.ts';

type ComplaintReceipt = components['schemas']['ComplaintReceipt'];

/** Complaint tracking limits (decision 0605): per code and address, per address, and a ceiling per code. */
const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
let api: TestApi;
let token: string;
let now = new Date('2026-11-25T03:00:00.000Z');
beforeAll(async () => {
  api = await startTestApi({ clock: () => now });
  token = await api.token();
});
afterAll(() => api.close());

let complaintsSent = 0;
async function newComplaint(): Promise<ComplaintReceipt> {
  complaintsSent++;
  const fields = complaintFields({
    email: `tracked${complaintsSent}@example.com`,
    sender_ip: `198.51.100.${complaintsSent}`,
  });
  const body = multipart(fields);
  const response = await api.app.inject({
    method: 'POST',
    url: `${DEPT}/forms/complaint`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey(), ...body.headers },
    payload: body.payload,
  });
  return expectAnswer<ComplaintReceipt>(response, 201, 'ComplaintReceipt');
}

const track = (receipt: ComplaintReceipt, senderIp: string, password = receipt.password) =>
  api.send('POST', `${DEPT}/forms/complaint/track`, token, {
    tracking_code: receipt.tracking_code,
    password,
    sender_ip: senderIp,
    lang: 'th',
  });

/** `count` wrong passwords for the complaint's code from one address, each answered 404. */
async function failFrom(receipt: ComplaintReceipt, senderIp: string, count: number) {
  for (let i = 0; i < count; i++) {
    expectError(await track(receipt, senderIp, `wrong-guess-${i}`), 404);
  }
}

describe('tracking a complaint with wrong passwords', () => {
  it('shuts one address out of one code after 5 failures; the owner on another address still opens it', async () => {
    const receipt = await newComplaint();
    await failFrom(receipt, '192.0.2.50', TRACKING_LIMITS.perCodeAndAddress.max);
    const locked = await track(receipt, '192.0.2.50');
    expectError(locked, 429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expectAnswer(await track(receipt, '203.0.113.80'), 200, 'ComplaintStatus');
    // The shut address may still open a complaint of its own.
    const own = await newComplaint();
    expectAnswer(await track(own, '192.0.2.50'), 200, 'ComplaintStatus');
    // And the code opens for it again once the 15 minutes have passed.
    now = new Date(now.getTime() + TRACKING_LIMITS.perCodeAndAddress.windowMs + 1000);
    expectAnswer(await track(receipt, '192.0.2.50'), 200, 'ComplaintStatus');
  });

  it('counts an IPv6 /64 as one address', async () => {
    const receipt = await newComplaint();
    for (let i = 0; i < TRACKING_LIMITS.perCodeAndAddress.max; i++) {
      expectError(await track(receipt, `2001:db8:5:6::${i + 1}`, `wrong-guess-${i}`), 404);
    }
    expectError(await track(receipt, '2001:db8:5:6::99'), 429);
    expectAnswer(await track(receipt, '2001:db8:5:7::1'), 200, 'ComplaintStatus');
  });

  it(
    'closes a code for everyone at 100 failures an hour from many addresses, and opens it when the hour has passed',
    { timeout: 120_000 },
    async () => {
      const receipt = await newComplaint();
      const { perCode, perCodeAndAddress } = TRACKING_LIMITS;
      const addresses = perCode.max / perCodeAndAddress.max;
      for (let n = 0; n < addresses - 1; n++) await failFrom(receipt, `10.9.${n}.1`, perCodeAndAddress.max);
      // One short of the ceiling: the owner, elsewhere, is not shut out.
      await failFrom(receipt, '10.9.200.1', perCodeAndAddress.max - 1);
      expectAnswer(await track(receipt, '203.0.113.81'), 200, 'ComplaintStatus');
      await failFrom(receipt, '10.9.201.1', 1);
      const closed = await track(receipt, '203.0.113.81');
      expectError(closed, 429);
      expect(Number(closed.headers['retry-after'])).toBeGreaterThan(50 * 60);
      now = new Date(now.getTime() + perCode.windowMs + 1000);
      expectAnswer(await track(receipt, '203.0.113.81'), 200, 'ComplaintStatus');
    },
  );
});
