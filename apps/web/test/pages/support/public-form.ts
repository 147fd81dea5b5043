import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type {
  DeptApiUnderTest,
  ReceivedForm,
  UpstreamRoute,
} from '../../server/support/dept-api-under-test.ts';
import { tables } from '../../server/support/demo-seed.ts';
import { answerOf } from '../../server/support/word-question.ts';
import type { PageClient } from './page-app.ts';
import { pageDom } from './page-dom.ts';

/** Helpers of the public forms' page tests: a form as shown, its captcha answered, and a multipart POST. */
export interface Attachment {
  field?: string;
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** A form page as a visitor gets it: its hidden values, and the answer to its question in words. */
export async function shownForm(suite: PageClient, path: string, lang: 'th' | 'en', host?: string) {
  const page = await suite.get(path, host);
  const dom = pageDom(page.body);
  const hidden = (name: string) =>
    dom.document.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  const question = dom.document.querySelector('label[for="field-captcha"]')?.textContent ?? '';
  const answer = String(answerOf(question, lang));
  return {
    page,
    dom,
    fields: {
      idempotency_key: hidden('idempotency_key'),
      captcha_token: hidden('captcha_token'),
      captcha_answer: answer,
    },
  };
}

/** The Origin a browser sends with a form of the site on `host` (the test sites' public origin: http, port 3000). */
export const ownOrigin = (host = 'localhost:3000') => `http://${host}`;

/** POSTs a form as a browser does (multipart/form-data), optionally asking for JSON as the form's script does. */
export async function postForm(
  suite: PageClient,
  url: string,
  fields: Record<string, string>,
  /** `remoteAddress`: the visitor's address (127.0.0.1 by default). */
  options: {
    files?: Attachment[];
    json?: boolean;
    host?: string;
    remoteAddress?: string;
    cookie?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of options.files ?? [])
    form.append(file.field ?? 'attachments', new Blob([file.bytes], { type: file.type }), file.name);
  const encoded = new Response(form);
  return suite.app.inject({
    method: 'POST',
    url,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: {
      host: options.host ?? 'localhost:3000',
      origin: ownOrigin(options.host),
      'content-type': encoded.headers.get('content-type')!,
      accept: options.json ? 'application/json' : 'text/html',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

/** A one-page PDF that opens (dept-api parses every PDF it keeps: decision 0606). */
export const PDF = new TextEncoder().encode(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\ntrailer\n<< /Root 1 0 R /Size 4 >>\n%%EOF\n',
);

/** The forms the website sent dept-api by a call, as the proxy saw them go by (oldest first), with their key. */
export function formsSent(
  deptApi: DeptApiUnderTest,
  route: UpstreamRoute,
): (ReceivedForm & { idempotencyKey: string | undefined })[] {
  return deptApi.requests
    .filter((request) => request.route === route)
    .map((request) => ({
      ...(request.body as ReceivedForm),
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    }));
}

let sequence = 0;
/** An e-mail address no other form of the run used (dept-api accepts 3 forms an hour from one address). */
export function freshEmail(name: string): string {
  sequence += 1;
  return `${name}.${process.pid}.${sequence}@example.com`;
}

/** The files dept-api kept of a contact message, a complaint or a tip-off (by its row id). */
export function storedAttachments(
  deptApi: DeptApiUnderTest,
  owner: 'contactMessageId' | 'complaintId' | 'tipOffId',
  id: number,
) {
  return deptApi.database.db
    .select()
    .from(tables.formAttachments)
    .where(eq(tables.formAttachments[owner], id));
}
