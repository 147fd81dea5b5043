import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  checkForm,
  COMPLAINT_WIRE_FIELDS,
  complaintSchema,
  CONTACT_WIRE_FIELDS,
  contactSchema,
} from '@probation/forms';
import { langOf } from './fake-request.ts';

/**
 * The public forms of the fake department API (listFormTopics, submitContactForm): the contact topics of every
 * site, and contact messages kept as received (their file's size, name, type and a hash, never its bytes), one per
 * idempotency key, checked by the same rules as dept-api.
 */
export interface FakeContactMessage {
  siteId: string;
  idempotencyKey: string;
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: number; sha256: string } | null;
  reference: string;
}

export const CONTACT_TOPICS = [
  { id: 'general', name: { th: 'สอบถามทั่วไป', en: 'General enquiries' } },
  { id: 'reporting', name: { th: 'การรายงานตัว', en: 'Reporting to a probation officer' } },
  // Without English, as a site may leave one: served in Thai.
  { id: 'website', name: { th: 'เว็บไซต์', en: null } },
];

/** The complaint types of every site (one without English). */
export const COMPLAINT_TYPES = [
  { id: 'officer-conduct', name: { th: 'ความประพฤติของเจ้าหน้าที่', en: 'Conduct of an officer' } },
  { id: 'service', name: { th: 'การให้บริการ', en: 'Our services' } },
  { id: 'other', name: { th: 'เรื่องอื่น ๆ', en: null } },
];

/** The password of the fake's demo complaints, as dept-api's (decision 0149). */
export const DEMO_PASSWORD = 'demo-complaint';

export interface FakeComplaint {
  siteId: string;
  idempotencyKey: string;
  reference: string;
  trackingCode: string;
  password: string;
  fields: Record<string, string>;
  files: { name: string; type: string; bytes: number }[];
  status: 'received' | 'in-progress' | 'closed';
  results: {
    type: string;
    status: 'received' | 'in-progress' | 'closed';
    operator_name: string;
    recorded_at: string;
  }[];
  rating: { rating: number; comment: string | null; rated_at: string } | null;
  /** Failed tracking tries (the fake allows 5 per code, as dept-api, then 429). */
  failures: number;
}

/** The fake's demo complaints of the first site: one at each status (DEM1-0001 … DEM1-0003). */
export function demoComplaints(): FakeComplaint[] {
  const base = {
    siteId: '64b000000000000000000001',
    idempotencyKey: '',
    password: DEMO_PASSWORD,
    fields: { complaint_type: 'officer-conduct' },
    files: [],
    rating: null,
    failures: 0,
  };
  return [
    { ...base, reference: 'CP-261101-DEM001', trackingCode: 'DEM1-0001', status: 'received', results: [] },
    {
      ...base,
      reference: 'CP-261101-DEM002',
      trackingCode: 'DEM1-0002',
      status: 'in-progress',
      results: [
        {
          type: 'ตรวจสอบข้อเท็จจริง',
          status: 'in-progress',
          operator_name: 'นายสมชาย ตั้งใจ',
          recorded_at: '2026-11-02T02:30:00.000Z',
        },
      ],
    },
    {
      ...base,
      reference: 'CP-261101-DEM003',
      trackingCode: 'DEM1-0003',
      status: 'closed',
      results: [
        {
          type: 'ตรวจสอบข้อเท็จจริง',
          status: 'in-progress',
          operator_name: 'นายสมชาย ตั้งใจ',
          recorded_at: '2026-11-02T02:30:00.000Z',
        },
        {
          type: 'แจ้งผลการพิจารณา',
          status: 'closed',
          operator_name: 'นางสาวสมหญิง ใจดี',
          recorded_at: '2026-11-10T03:00:00.000Z',
        },
      ],
    },
  ];
}

type Intercept = (
  route: 'formTopics' | 'contactForm' | 'complaintForm' | 'trackComplaint' | 'rateComplaint',
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<boolean>;
type ErrorBody = (status: number, message: string) => object;

/** The contract's name of each field → the schema's. */
const SNAKE_TO_FIELD: Record<string, string> = Object.fromEntries(
  Object.entries(CONTACT_WIRE_FIELDS).map(([field, name]) => [name, field]),
);

export async function registerFakeFormRoutes(
  app: FastifyInstance,
  intercept: Intercept,
  errorBody: ErrorBody,
  messages: FakeContactMessage[],
  complaints: FakeComplaint[],
): Promise<void> {
  await app.register(multipart, { limits: { fileSize: 6 * 2 ** 20, files: 6 } });

  app.get('/site/:siteId/forms/:form/topics', async (request, reply) => {
    if (await intercept('formTopics', request, reply)) return reply;
    const lang = langOf(request);
    const { form } = request.params as { form: string };
    const topics = form === 'complaint' ? COMPLAINT_TYPES : CONTACT_TOPICS;
    return {
      data: topics.map((topic) => ({ id: topic.id, name: topic.name[lang] ?? topic.name.th })),
    };
  });

  registerFakeComplaintRoutes(app, intercept, errorBody, complaints);

  app.post('/site/:siteId/forms/contact', async (request, reply) => {
    if (await intercept('contactForm', request, reply)) return reply;
    const { siteId } = request.params as { siteId: string };
    const key = String(request.headers['idempotency-key'] ?? '');
    const fields: Record<string, string> = {};
    let file: FakeContactMessage['file'] = null;
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else {
        const bytes = await part.toBuffer();
        file = {
          name: part.filename,
          type: part.mimetype,
          bytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        };
      }
    }
    const earlier = messages.find((message) => message.siteId === siteId && message.idempotencyKey === key);
    if (earlier)
      return reply.code(200).send({ reference: earlier.reference, received_at: '2026-11-25T03:00:00.000Z' });

    const input = Object.fromEntries(
      Object.entries(SNAKE_TO_FIELD).map(([name, field]) => [field, fields[name]]),
    );
    const checked = checkForm(contactSchema, input);
    const problems = checked.ok
      ? []
      : checked.problems.map(({ field, message }) => ({ field: snake(field), message }));
    if (
      !CONTACT_TOPICS.some((topic) => topic.id === fields.category) &&
      !problems.some((p) => p.field === 'category')
    )
      problems.push({ field: 'category', message: 'forms.errors.chooseCategory' });
    if (problems.length > 0) {
      return reply.code(422).send({ ...errorBody(422, 'The form breaks its rules'), problems });
    }
    const reference = `CT-261125-${String(messages.length + 1)
      .padStart(6, '0')
      .replace(/0/g, 'Q')}`;
    messages.push({ siteId, idempotencyKey: key, fields, file, reference });
    return reply.code(201).send({ reference, received_at: '2026-11-25T03:00:00.000Z' });
  });
}

const COMPLAINT_FIELD_OF: Record<string, string> = Object.fromEntries(
  Object.entries(COMPLAINT_WIRE_FIELDS).map(([field, name]) => [name, field]),
);

/** dept-api's complaint calls, as its contract says: file, track, rate (decisions 0146-0148). */
function registerFakeComplaintRoutes(
  app: FastifyInstance,
  intercept: Intercept,
  errorBody: ErrorBody,
  complaints: FakeComplaint[],
): void {
  app.post('/site/:siteId/forms/complaint', async (request, reply) => {
    if (await intercept('complaintForm', request, reply)) return reply;
    const { siteId } = request.params as { siteId: string };
    const key = String(request.headers['idempotency-key'] ?? '');
    const fields: Record<string, string> = {};
    const files: FakeComplaint['files'] = [];
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else files.push({ name: part.filename, type: part.mimetype, bytes: (await part.toBuffer()).length });
    }
    const earlier = complaints.find(
      (complaint) => complaint.siteId === siteId && complaint.idempotencyKey === key,
    );
    if (earlier && key !== '')
      return reply.code(200).send({
        reference: earlier.reference,
        tracking_code: earlier.trackingCode,
        password_shown: false,
        received_at: '2026-11-25T03:00:00.000Z',
      });
    const input = Object.fromEntries(
      Object.entries(COMPLAINT_FIELD_OF).map(([name, field]) => [field, fields[name]]),
    );
    const checked = checkForm(complaintSchema, input);
    const problems = checked.ok
      ? []
      : checked.problems.map(({ field, message }) => ({ field: COMPLAINT_WIRE_FIELDS[field], message }));
    if (
      !COMPLAINT_TYPES.some((type) => type.id === fields.complaint_type) &&
      !problems.some((p) => p.field === 'complaint_type')
    )
      problems.push({ field: 'complaint_type', message: 'forms.errors.chooseTopic' });
    if (fields.password !== undefined && fields.password.length < 8)
      problems.push({ field: 'password', message: 'forms.errors.passwordTooShort' });
    if (problems.length > 0)
      return reply.code(422).send({ ...errorBody(422, 'The form breaks its rules'), problems });
    const n = String(complaints.length + 1)
      .padStart(4, '0')
      .replace(/0/g, 'Q');
    const generated = fields.password === undefined ? `Kp7wR2mZ${n}` : null;
    const complaint: FakeComplaint = {
      siteId,
      idempotencyKey: key,
      reference: `CP-261125-QQ${n}`,
      trackingCode: `4M7Q-${n}`,
      password: generated ?? fields.password!,
      fields,
      files,
      status: 'received',
      results: [],
      rating: null,
      failures: 0,
    };
    complaints.push(complaint);
    return reply.code(201).send({
      reference: complaint.reference,
      tracking_code: complaint.trackingCode,
      ...(generated ? { password: generated } : {}),
      password_shown: generated !== null,
      received_at: '2026-11-25T03:00:00.000Z',
    });
  });

  /** The complaint these credentials open, or the answer that refuses them (404, or 429 after 5 failures). */
  function opened(
    body: { tracking_code?: string; password?: string },
    reply: FastifyReply,
  ): FakeComplaint | null {
    const code = String(body.tracking_code ?? '')
      .toUpperCase()
      .replace(/[\s-]/g, '');
    const complaint = complaints.find((candidate) => candidate.trackingCode.replace('-', '') === code);
    if (complaint && complaint.failures >= 5) {
      void reply.code(429).header('retry-after', '900').send(errorBody(429, 'Too many tries'));
      return null;
    }
    if (!complaint || complaint.password !== body.password) {
      if (complaint) complaint.failures++;
      void reply.code(404).send(errorBody(404, 'No complaint with this tracking code and password'));
      return null;
    }
    return complaint;
  }

  function statusOf(complaint: FakeComplaint, lang: 'th' | 'en') {
    const type = COMPLAINT_TYPES.find((candidate) => candidate.id === complaint.fields.complaint_type);
    return {
      reference: complaint.reference,
      tracking_code: complaint.trackingCode,
      complaint_type: type ? (type.name[lang] ?? type.name.th) : '',
      received_at: '2026-11-01T03:00:00.000Z',
      status: complaint.status,
      results: complaint.results,
      rating: complaint.rating,
    };
  }

  app.post('/site/:siteId/forms/complaint/track', async (request, reply) => {
    if (await intercept('trackComplaint', request, reply)) return reply;
    const body = request.body as { tracking_code?: string; password?: string; lang?: string };
    const complaint = opened(body, reply);
    if (!complaint) return reply;
    return statusOf(complaint, body.lang === 'en' ? 'en' : 'th');
  });

  app.post('/site/:siteId/forms/complaint/rate', async (request, reply) => {
    if (await intercept('rateComplaint', request, reply)) return reply;
    const body = request.body as {
      tracking_code?: string;
      password?: string;
      rating?: number;
      comment?: string;
    };
    const complaint = opened(body, reply);
    if (!complaint) return reply;
    if (complaint.status !== 'closed')
      return reply.code(409).send(errorBody(409, 'The complaint can be rated once it is closed'));
    if (complaint.rating) return reply.code(409).send(errorBody(409, 'The complaint has been rated already'));
    complaint.rating = {
      rating: Number(body.rating),
      comment: body.comment?.trim() || null,
      rated_at: '2026-11-25T04:00:00.000Z',
    };
    return reply.code(201).send(complaint.rating);
  });
}

function snake(field: string): string {
  return Object.entries(SNAKE_TO_FIELD).find(([, name]) => name === field)?.[0] ?? field;
}
