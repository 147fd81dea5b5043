import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatDate } from '@probation/i18n';
import type { components } from '@probation/contract';
import {
  DEMO_COMPLAINT_PASSWORD,
  DEMO_SITE_IDS,
  demoTrackingCode,
  tables,
} from '../server/support/demo-seed.ts';
import { usePageApp } from './support/page-app.ts';
import { pageDom } from './support/page-dom.ts';
import { postForm } from './support/public-form.ts';
import { unmarkedBuddhistYears, unmarkedThaiText } from './support/foreign-text.ts';

/**
 * Following a complaint: the tracking code and password are posted (never in a URL); the answer is the
 * status page; a wrong code or password the one generic message; a closed complaint can be rated once.
 */
const suite = usePageApp({ RATE_LIMIT_STRICT_MAX: '200' });
const DEPT = `/site/${DEMO_SITE_IDS.dept}`;
/** The department's demo complaints: received, in progress, closed (dept-api's seed). */
const [RECEIVED, IN_PROGRESS, CLOSED] = [0, 1, 2].map((index) => demoTrackingCode(0, index)) as [
  string,
  string,
  string,
];
const PASSWORD = DEMO_COMPLAINT_PASSWORD;
/**
 * dept-api's own answer for a complaint (from another address than the visitor's, so it counts no tries of theirs).
 */
const statusOf = async (trackingCode: string, lang: 'th' | 'en') =>
  (
    await suite.deptApi.send('gateway', 'POST', `${DEPT}/forms/complaint/track`, {
      tracking_code: trackingCode,
      password: PASSWORD,
      lang,
      sender_ip: '192.0.2.10',
    })
  ).body as components['schemas']['ComplaintStatus'];
/** What a forms officer records on a complaint (it sets the complaint's status). */
const record = async (trackingCode: string, status: 'in-progress' | 'closed') => {
  const { reference } = await statusOf(trackingCode, 'th');
  const answer = await suite.deptApi.send('officer', 'POST', `${DEPT}/complaints/${reference}/results`, {
    type: status === 'closed' ? 'แจ้งผลการดำเนินการ' : 'เปิดเรื่องพิจารณาอีกครั้ง',
    status,
    operator_name: 'นายทดสอบ ระบบ',
  });
  expect(answer.status).toBe(201);
};

const track = (trackingCode: string, password: string, lang: 'th' | 'en' = 'en') =>
  postForm(suite, `/${lang}/forms/track`, { trackingCode, password });

const credentialsOf = (body: string) =>
  pageDom(body).document.querySelector<HTMLInputElement>('input[name="credentials"]')?.value ?? '';

const rate = (fields: Record<string, string>, lang: 'th' | 'en' = 'en') =>
  postForm(suite, `/${lang}/forms/track/rate`, fields);

describe('the tracking form', () => {
  it('asks for the tracking code and password, posted (multipart) to itself, never cached', async () => {
    const page = await suite.get('/th/forms/track');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const dom = pageDom(page.body);
    expect(dom.getByRole('heading', { level: 1 }).textContent).toBe('ติดตามเรื่องร้องเรียน');
    expect(dom.getByLabelText('รหัสติดตามเรื่อง').getAttribute('name')).toBe('trackingCode');
    expect(dom.getByLabelText('รหัสผ่าน').getAttribute('type')).toBe('password');
    const form = dom.document.querySelector('form[data-public-form="track"]')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/th/forms/track');
  });

  it('shows an in-progress complaint’s status and results (Thai), as the answer to the POST, no-store', async () => {
    const upstream = await statusOf(IN_PROGRESS, 'th');
    expect(upstream.status).toBe('in-progress');
    const response = await track(IN_PROGRESS.toLowerCase().replace('-', ' '), PASSWORD, 'th');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.location).toBeUndefined();
    const dom = pageDom(response.body);
    expect(dom.getByRole('heading', { level: 1 }).textContent).toBe('เรื่องร้องเรียนของท่าน');
    expect(dom.document.querySelector('[data-complaint-status]')?.textContent).toBe('อยู่ระหว่างดำเนินการ');
    const rows = [...dom.document.querySelectorAll('.complaint-status__results tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(upstream.results.length).toBeGreaterThan(0);
    expect(rows).toEqual(
      upstream.results.map((result) => [
        formatDate(result.recorded_at, 'th'),
        result.type,
        'อยู่ระหว่างดำเนินการ',
        result.operator_name,
      ]),
    );
    expect(dom.mainText).toContain(upstream.reference);
    expect(dom.mainText).toContain(upstream.complaint_type);
    expect(dom.document.querySelector('form[data-public-form="rating"]')).toBeNull();
    expect(response.body).not.toContain(PASSWORD);
  });

  it('marks the Thai texts dept-api gives (type, actions, officers) on the English status page', async () => {
    const response = await track(CLOSED, PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(unmarkedThaiText(response.body)).toEqual([]);
    expect(unmarkedBuddhistYears(response.body)).toEqual([]);
  });

  it('says the one generic message for a wrong code or a wrong password, keeping the code', async () => {
    const wrongPassword = await track(RECEIVED, 'not-the-password');
    const wrongCode = await track('ZZZZ-ZZZZ', PASSWORD);
    for (const response of [wrongPassword, wrongCode]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(pageDom(response.body).getByRole('alert').textContent).toContain(
        'We could not find a complaint with this tracking code and password.',
      );
    }
    const dom = pageDom(wrongPassword.body);
    expect((dom.getByLabelText('Tracking code') as HTMLInputElement).value).toBe(RECEIVED);
    expect((dom.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(wrongPassword.body).not.toContain('not-the-password');
  });

  it('names an empty field (Thai)', async () => {
    const response = await track('', '', 'th');
    expect(response.statusCode).toBe(422);
    const dom = pageDom(response.body);
    expect(dom.document.getElementById('field-trackingCode-error')?.textContent).toBe(
      'ข้อผิดพลาด: กรุณากรอกรหัสติดตามเรื่อง',
    );
    expect(dom.document.getElementById('field-password-error')?.textContent).toBe('ข้อผิดพลาด: กรุณากรอกรหัสผ่าน');
    expect(suite.deptApi.calls.trackComplaint).toBe(0);
  });

  it('says clearly when there were too many tries (429), with the minutes to wait', async () => {
    suite.deptApi.failWith('trackComplaint', 429, 1);
    const response = await track(RECEIVED, PASSWORD);
    expect(response.statusCode).toBe(429);
    expect(pageDom(response.body).getByRole('alert').textContent).toMatch(
      /Too many tries with this tracking code or from your connection\. For your safety, please try again in \d+ minutes/,
    );
  });

  it('says the complaint cannot be shown now when dept-api is down', async () => {
    suite.deptApi.failWith('trackComplaint', 503, 1);
    const response = await track(RECEIVED, PASSWORD);
    expect(response.statusCode).toBe(503);
    expect(pageDom(response.body).getByRole('alert').textContent).toContain('cannot be shown just now');
  });

  it('has no status page for a GET', async () => {
    expect((await suite.get('/en/forms/track/rate')).statusCode).toBe(404);
  });
});

describe('rating a closed complaint', () => {
  it('offers a 1-5 rating once it is done, takes it once, then shows it; a second rating is refused clearly', async () => {
    const shown = await track(CLOSED, PASSWORD);
    const dom = pageDom(shown.body);
    expect(dom.document.querySelector('[data-complaint-status]')?.textContent).toBe('Done');
    const radios = [...dom.document.querySelectorAll<HTMLInputElement>('input[type="radio"][name="rating"]')];
    expect(radios.map((radio) => radio.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(dom.getByRole('group', { name: 'Your rating' })).toBeTruthy();
    const credentials = credentialsOf(shown.body);
    expect(credentials).not.toContain(PASSWORD);
    expect(shown.body).not.toContain(PASSWORD);

    const missing = await rate({ credentials, comment: 'Quick answer' });
    expect(missing.statusCode).toBe(422);
    const missingDom = pageDom(missing.body);
    expect(missingDom.document.getElementById('field-rating-error')?.textContent).toBe(
      'Error: Choose how satisfied you are, from 1 to 5',
    );
    expect((missingDom.getByLabelText('Comment (optional)') as HTMLTextAreaElement).value).toBe(
      'Quick answer',
    );

    const rated = await rate({
      credentials: credentialsOf(missing.body),
      rating: '4',
      comment: 'Quick answer',
    });
    expect(rated.statusCode).toBe(200);
    expect(rated.headers['cache-control']).toBe('no-store');
    const ratedDom = pageDom(rated.body);
    expect(ratedDom.getByRole('status').textContent).toBe('Thank you: your rating has been recorded.');
    expect(ratedDom.mainText).toContain('Your rating: 4 out of 5');
    expect(ratedDom.mainText).toContain('Quick answer');
    expect(ratedDom.document.querySelector('form[data-public-form="rating"]')).toBeNull();
    expect((await statusOf(CLOSED, 'en')).rating).toMatchObject({ rating: 4, comment: 'Quick answer' });
    const { reference } = await statusOf(CLOSED, 'en');
    const [complaint] = await suite.deptApi.database.db
      .select()
      .from(tables.complaints)
      .where(eq(tables.complaints.reference, reference));
    const ratings = await suite.deptApi.database.db
      .select()
      .from(tables.complaintRatings)
      .where(eq(tables.complaintRatings.complaintId, complaint!.id));
    expect(ratings).toMatchObject([{ rating: 4, comment: 'Quick answer' }]);

    const again = await rate({ credentials, rating: '1' });
    expect(again.statusCode).toBe(409);
    expect(pageDom(again.body).getByRole('alert').textContent).toBe(
      'This complaint has been rated already: it can be rated once.',
    );
    expect((await statusOf(CLOSED, 'en')).rating?.rating).toBe(4);
  });

  it('refuses a rating of a complaint not done yet, saying why (Thai)', async () => {
    const shown = await track(RECEIVED, PASSWORD, 'th');
    const dom = pageDom(shown.body);
    expect(dom.mainText).toContain('ท่านประเมินความพึงพอใจได้เมื่อการดำเนินการเสร็จสิ้นแล้ว');
    expect(dom.document.querySelector('form[data-public-form="rating"]')).toBeNull();
    // A complaint closed, then reopened by an officer between the page and the rating: dept-api refuses (409).
    await record(RECEIVED, 'closed');
    const closed = await track(RECEIVED, PASSWORD, 'th');
    expect(pageDom(closed.body).document.querySelector('form[data-public-form="rating"]')).not.toBeNull();
    await record(RECEIVED, 'in-progress');
    const response = await rate({ credentials: credentialsOf(closed.body), rating: '5' }, 'th');
    expect(response.statusCode).toBe(409);
    expect(pageDom(response.body).getByRole('alert').textContent).toBe(
      'ท่านประเมินความพึงพอใจได้เมื่อการดำเนินการเสร็จสิ้นแล้ว',
    );
    expect((await statusOf(RECEIVED, 'th')).rating).toBeNull();
  });

  it('refuses forged or foreign credentials with a clear message, asking for the code again', async () => {
    const response = await rate({ credentials: 'A'.repeat(80), rating: '5' });
    expect(response.statusCode).toBe(422);
    expect(pageDom(response.body).getByRole('alert').textContent).toContain(
      'Enter your tracking code and password again to rate.',
    );
    expect(suite.deptApi.calls.rateComplaint).toBe(0);
  });
});
