import { check, sleep } from 'k6';
import encoding from 'k6/encoding';
import http from 'k6/http';
import { BASE_URL, LANGS, SITES, siteOrigin } from './sites.ts';

/**
 * Visitors of the public forms: they open the complaint and tracking forms, follow a demo complaint
 * (decision 0149: `DEM<site>-0001` / `demo-complaint`) and now and then file a complaint with a file or send an
 * anonymous election-misconduct tip-off with a photo (decision 0158), the captcha answered by the script (the sum
 * in words the page asks, as a visitor without JavaScript does).
 *
 * Each complainant comes from its own address (X-Forwarded-For; the product runs with TRUST_PROXY=1 for this
 * scenario, as behind the cluster's ingress) and e-mail, as real ones do: dept-api's per-address and per-e-mail
 * limits (5 and 3 an hour) are the product's, not the load's.
 */
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const PDF = '%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n';
/** A 1×1 PNG: a tip-off's photo (dept-api re-encodes images without their EXIF). */
const PNG = encoding.b64decode(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
);
/** The demo sites in DEMO_SITES' order: their demo complaints are DEM1-…, DEM2-…, DEM3-…. */
const SITE_NUMBER: Record<(typeof SITES)[number], number> = {
  localhost: 1,
  'chiangmai.localhost': 2,
  'khonkaen.localhost': 3,
};

const randomAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** Text fields as multipart/form-data, as a browser sends a form with enctype="multipart/form-data". */
function multipart(fields: Record<string, string>): { body: string; contentType: string } {
  const boundary = `----k6form${Math.floor(Math.random() * 1e12)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: `${parts.join('')}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The value of a hidden input of a form page. */
function hidden(html: string, name: string): string {
  return new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
}

/** The answer to the page's question in words ("What is seven plus three?"). */
function captchaAnswer(html: string): string {
  const question =
    /<label class="captcha__question" for="field-captcha">What is (\w+) plus (\w+)\?<\/label>/.exec(html);
  return question ? String(NUMBERS.indexOf(question[1]!) + NUMBERS.indexOf(question[2]!)) : '';
}

/** The first choice of a form's list (the placeholder has an empty value). */
function firstOption(html: string, name: string): string {
  return new RegExp(`<select[^>]*name="${name}"[\\s\\S]*?<option value="([^"]+)"`).exec(html)?.[1] ?? '';
}

/** Opens a public form (`complaint`, `tip-off`); returns its HTML. */
function openForm(form: string, host: string, lang: string, address: string): string {
  const page = http.get(`${BASE_URL}/${lang}/forms/${form}`, {
    headers: { Host: host, 'X-Forwarded-For': address },
    tags: { name: 'form-page', kind: 'form-page' },
  });
  check(page, {
    'form page answers 200': (r) => r.status === 200,
    'form page is never cached': (r) => r.headers['Cache-Control'] === 'no-store',
  });
  return String(page.body);
}

/** Follows the site's demo complaint that is in the "received" state (never rated, so it can be asked often). */
export function trackOnce(thinkSeconds = 3): void {
  const host = pick(SITES);
  const lang = pick(LANGS);
  const address = randomAddress();
  const page = http.get(`${BASE_URL}/${lang}/forms/track`, {
    headers: { Host: host, 'X-Forwarded-For': address },
    tags: { name: 'form-page', kind: 'form-page' },
  });
  check(page, { 'tracking form answers 200': (r) => r.status === 200 });
  sleep(thinkSeconds * (0.5 + Math.random()));
  const form = multipart({ trackingCode: `DEM${SITE_NUMBER[host]}-0001`, password: 'demo-complaint' });
  const status = http.post(`${BASE_URL}/${lang}/forms/track`, form.body, {
    headers: {
      Host: host,
      Origin: siteOrigin(host),
      'X-Forwarded-For': address,
      'Content-Type': form.contentType,
    },
    tags: { name: 'track', kind: 'form-post' },
  });
  check(status, {
    'tracking answers the status page': (r) =>
      r.status === 200 && String(r.body).includes('data-complaint-status'),
    'status page is never cached': (r) => r.headers['Cache-Control'] === 'no-store',
  });
  sleep(thinkSeconds * (0.5 + Math.random()));
}

/** Views the complaint form, then files a complaint with a file, in English (the question is parsed in English). */
export function complainOnce(thinkSeconds = 3): void {
  const host = pick(SITES);
  const address = randomAddress();
  const html = openForm('complaint', host, 'en', address);
  sleep(thinkSeconds * (0.5 + Math.random()));
  const answer = http.post(
    `${BASE_URL}/en/forms/complaint`,
    {
      firstName: 'Load',
      lastName: `Test ${__VU}`,
      phone: '081 234 5678',
      email: `load-${__VU}-${__ITER}-${Math.floor(Math.random() * 1e9)}@example.com`,
      complaintType: firstOption(html, 'complaintType'),
      detail: 'A complaint filed by the load test (k6): the office was closed during its opening hours.',
      idempotency_key: hidden(html, 'idempotency_key'),
      captcha_token: hidden(html, 'captcha_token'),
      captcha_answer: captchaAnswer(html),
      attachments: http.file(PDF, 'letter.pdf', 'application/pdf'),
    },
    {
      headers: { Host: host, Origin: siteOrigin(host), 'X-Forwarded-For': address },
      tags: { name: 'complaint', kind: 'form-post' },
    },
  );
  check(answer, {
    'complaint answers its confirmation': (r) =>
      r.status === 200 && String(r.body).includes('data-tracking-code'),
    'confirmation is never cached': (r) => r.headers['Cache-Control'] === 'no-store',
  });
  sleep(thinkSeconds * (0.5 + Math.random()));
}

/**
 * Views the tip-off form, then sends an anonymous tip-off with a photo, in English: no name, no e-mail (an anonymous
 * tip-off has no e-mail for dept-api to count), its own address (5 an hour per address).
 */
export function tipOffOnce(thinkSeconds = 3): void {
  const host = pick(SITES);
  const address = randomAddress();
  const html = openForm('tip-off', host, 'en', address);
  sleep(thinkSeconds * (0.5 + Math.random()));
  const answer = http.post(
    `${BASE_URL}/en/forms/tip-off`,
    {
      topic: firstOption(html, 'topic'),
      subject: `Load test tip-off ${__VU}-${__ITER}`,
      detail: 'A tip-off sent by the load test (k6): envelopes of cash handed out at the market.',
      idempotency_key: hidden(html, 'idempotency_key'),
      captcha_token: hidden(html, 'captcha_token'),
      captcha_answer: captchaAnswer(html),
      attachments: http.file(PNG, 'market.png', 'image/png'),
    },
    {
      headers: { Host: host, Origin: siteOrigin(host), 'X-Forwarded-For': address },
      tags: { name: 'tip-off', kind: 'form-post' },
    },
  );
  check(answer, {
    'tip-off answers its confirmation': (r) => r.status === 200 && String(r.body).includes('data-reference'),
    'tip-off confirmation is never cached': (r) => r.headers['Cache-Control'] === 'no-store',
  });
  sleep(thinkSeconds * (0.5 + Math.random()));
}

/** Opens a form and leaves (most visitors of a form page never send it). */
export function viewFormsOnce(thinkSeconds = 3): void {
  openForm(pick(['complaint', 'tip-off']), pick(SITES), pick(LANGS), randomAddress());
  sleep(thinkSeconds * (0.5 + Math.random()));
}
