import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { checkForm, CONTACT_WIRE_FIELDS, contactSchema } from '@probation/forms';
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

type Intercept = (
  route: 'formTopics' | 'contactForm',
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
): Promise<void> {
  await app.register(multipart, { limits: { fileSize: 6 * 2 ** 20, files: 1 } });

  app.get('/site/:siteId/forms/:form/topics', async (request, reply) => {
    if (await intercept('formTopics', request, reply)) return reply;
    const lang = langOf(request);
    return {
      data: CONTACT_TOPICS.map((topic) => ({ id: topic.id, name: topic.name[lang] ?? topic.name.th })),
    };
  });

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

function snake(field: string): string {
  return Object.entries(SNAKE_TO_FIELD).find(([, name]) => name === field)?.[0] ?? field;
}
