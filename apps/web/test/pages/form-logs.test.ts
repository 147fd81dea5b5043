import { describe, expect, it } from 'vitest';
import { DEMO_COMPLAINT_PASSWORD, demoTrackingCode } from '../server/support/demo-seed.ts';
import { useLoggingPageApp } from './support/page-app.ts';
import { pageDom } from './support/page-dom.ts';
import { PDF, postForm, shownForm } from './support/public-form.ts';

/**
 * Nothing a complainant or a tipster sends reaches the website's logs (PDPA): with every log line kept
 * (debug), a complaint filed, refused, tracked and rated leaves none of its fields, its password or its tracking
 * code; a tip-off refused and received leaves none of its fields, its files' names or its reference.
 */
const { suite, lines } = useLoggingPageApp();
/** The department's closed demo complaint. */
const CLOSED = demoTrackingCode(0, 2);

const SECRETS = {
  firstName: 'Wiraphon',
  lastName: 'Khemkaeo',
  phone: '089 765 4321',
  email: 'wiraphon.private@example.com',
  extraPhone: '02 987 6543',
  complaintType: 'service-delay',
  detail: 'A very private account of what happened at the office',
};

describe('the logs of the public forms', () => {
  it('carry nothing a complainant sent: fields, files’ names, passwords, tracking codes, comments', async () => {
    const shown = await shownForm(suite, '/en/forms/complaint', 'en');
    const refused = await postForm(suite, '/en/forms/complaint', {
      ...SECRETS,
      ...shown.fields,
      email: 'broken@',
    });
    expect(refused.statusCode).toBe(422);
    const again = await shownForm(suite, '/en/forms/complaint', 'en');
    const filed = await postForm(
      suite,
      '/en/forms/complaint',
      { ...SECRETS, ...again.fields, password: 'my-private-pass-77' },
      { files: [{ name: 'private-evidence.pdf', type: 'application/pdf', bytes: PDF }] },
    );
    expect(filed.statusCode).toBe(303);
    const receipt = filed.cookies.find((cookie) => cookie.name === 'complaint_receipt')!.value;
    const confirmation = await suite.app.inject({
      method: 'GET',
      url: '/en/forms/complaint/sent',
      headers: { host: 'localhost:3000', accept: 'text/html', cookie: `complaint_receipt=${receipt}` },
    });
    const trackingCode = pageDom(confirmation.body).document.querySelector(
      '[data-tracking-code]',
    )?.textContent;
    expect(trackingCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // A new password asked for with the complaint's address (decision 0612).
    const newPassword = await shownForm(suite, '/en/forms/track/new-password', 'en');
    const asked = await postForm(suite, '/en/forms/track/new-password', {
      trackingCode: trackingCode!,
      email: SECRETS.email,
      captcha_token: newPassword.fields.captcha_token,
      captcha_answer: newPassword.fields.captcha_answer,
    });
    expect(asked.statusCode).toBe(303);
    const wrong = await postForm(suite, '/en/forms/track', {
      trackingCode: CLOSED,
      password: 'guess-pass-1234',
    });
    expect(wrong.statusCode).toBe(404);
    const tracked = await postForm(suite, '/en/forms/track', {
      trackingCode: CLOSED,
      password: DEMO_COMPLAINT_PASSWORD,
    });
    const credentials = /name="credentials" value="([^"]+)"/.exec(tracked.body)?.[1] ?? '';
    const rated = await postForm(suite, '/en/forms/track/rate', {
      credentials,
      rating: '5',
      comment: 'A private comment about the officer',
    });
    expect(rated.statusCode).toBe(200);

    const logs = lines.join('');
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [
      ...Object.values(SECRETS).filter((value) => value !== SECRETS.complaintType),
      'broken@',
      'my-private-pass-77',
      'private-evidence',
      'guess-pass-1234',
      DEMO_COMPLAINT_PASSWORD,
      CLOSED,
      trackingCode!,
      'A private comment',
      credentials,
      receipt,
    ]) {
      expect(logs, secret).not.toContain(secret);
    }
  });

  it('carry nothing a tipster sent: what happened, who they are, files’ names, the reference', async () => {
    const tip = {
      topic: 'vote-buying',
      subject: 'Envelopes at the Wat Klang market',
      detail: 'The village headman Mr Prasert handed out envelopes of cash',
      firstName: 'Kanokwan',
      lastName: 'Siriwattana',
      email: 'kanokwan.hidden@example.com',
      phone: '086 111 2233',
    };
    const from = lines.length;
    const shown = await shownForm(suite, '/th/forms/tip-off', 'th');
    const refused = await postForm(suite, '/th/forms/tip-off', {
      ...tip,
      ...shown.fields,
      phone: '12-broken-99',
    });
    expect(refused.statusCode).toBe(422);
    const again = await shownForm(suite, '/th/forms/tip-off', 'th');
    const received = await postForm(
      suite,
      '/th/forms/tip-off',
      { ...tip, ...again.fields },
      { files: [{ name: 'headman-envelopes.pdf', type: 'application/pdf', bytes: PDF }] },
    );
    expect(received.statusCode).toBe(200);
    const reference = /TO-\d{6}-[0-9A-Z]{6}/.exec(pageDom(received.body).mainText)?.[0];
    expect(reference).toBeDefined();
    const logs = lines.slice(from).join('');
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [
      ...Object.values(tip).filter((value) => value !== 'vote-buying'),
      '12-broken-99',
      'headman-envelopes',
      reference!,
    ]) {
      expect(logs, secret).not.toContain(secret);
    }
  });
});
