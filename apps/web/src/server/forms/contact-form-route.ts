import { randomUUID } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { FormData } from 'undici';
import { isLanguage, type Language } from '@probation/i18n';
import {
  checkForm,
  CONTACT_WIRE_FIELDS,
  contactSchema,
  FORM_MESSAGES,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  type FormMessageKey,
} from '@probation/forms';
import { contactFormPath, contactSentPath } from '../../shared/routes.ts';
import type { FieldMessage, FormMessage, SubmittedForm } from '../../shared/submitted-form.ts';
import { respondWithPage, type PipelineDeps } from '../render/page-pipeline.ts';
import { requestPath } from '../render/request-path.ts';
import { resolveSite } from '../site/resolve-site.ts';
import { MULTIPART_LIMITS, readMultipartForm, type MultipartForm } from './multipart-form.ts';

/** The contact form's fields in the order it shows them: the order of its error summary. */
const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'category',
  'subject',
  'message',
  'attachment',
  'captcha',
] as const;
/** The contract's name of each field (dept-api speaks snake_case). */
const UPSTREAM_FIELD: Record<string, string> = CONTACT_WIRE_FIELDS;
const FIELD_OF_UPSTREAM = Object.fromEntries(
  Object.entries(UPSTREAM_FIELD).map(([field, name]) => [name, field]),
);
/** The longest each text field may be, for the message that says so. */
const MAX_LENGTH: Record<string, number> = {
  firstName: NAME_MAX_LENGTH,
  lastName: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  subject: SUBJECT_MAX_LENGTH,
  message: MESSAGE_MAX_LENGTH,
};
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * POST /{lang}/forms/contact (ARCHITECTURE "A form submission"; issue 12): the same request with or without
 * JavaScript. The form is read (its file streamed to a temporary file), checked by the rules the browser used
 * (`@probation/forms`), the captcha checked once, then sent to dept-api with the form's idempotency key (never
 * retried). A browser without JavaScript gets the form again with its input and problems (422), or a redirect to
 * the confirmation (303); the form's script asks for JSON and gets the same answers as data.
 */
export async function registerContactFormRoute(app: FastifyInstance, deps: PipelineDeps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
    scope.post('/:lang/forms/contact', { config: { strictRateLimit: true } }, (request, reply) =>
      handleContactPost(deps, request, reply),
    );
  });
}

async function handleContactPost(deps: PipelineDeps, request: FastifyRequest, reply: FastifyReply) {
  const { lang } = request.params as { lang: string };
  if (!isLanguage(lang) || requestPath(request) !== contactFormPath(lang)) {
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such form' });
  }
  if (!request.isMultipart()) {
    return reply.code(415).send({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Send the form as multipart/form-data',
    });
  }
  let form: MultipartForm;
  try {
    form = await readMultipartForm(request, 'attachment');
  } catch (error) {
    request.log.info({ err: error }, 'contact form refused while reading');
    return reply
      .code(413)
      .send({ statusCode: 413, error: 'Payload Too Large', message: 'The form is larger than allowed' });
  }
  try {
    return await answer(deps, request, reply, lang, form);
  } finally {
    await form.discard();
  }
}

async function answer(
  deps: PipelineDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  lang: Language,
  form: MultipartForm,
): Promise<FastifyReply> {
  const text = (name: string) => (typeof form.fields[name] === 'string' ? (form.fields[name] as string) : '');
  const submitted: SubmittedForm = {
    values: Object.fromEntries(Object.keys(UPSTREAM_FIELD).map((field) => [field, text(field)])),
    problems: [],
    formError: null,
    idempotencyKey: IDEMPOTENCY_KEY_PATTERN.test(text('idempotency_key'))
      ? text('idempotency_key')
      : randomUUID(),
  };
  const checked = checkForm(contactSchema, form.fields);
  const problems: FieldMessage[] = checked.ok
    ? []
    : checked.problems.map(({ field, message }) => withValues(field, message));
  if (form.fileProblem) problems.push({ field: 'attachment', ...form.fileProblem });
  const human = await request.server.captcha.verify({
    altcha: form.fields.altcha,
    answer: form.fields.captcha_answer,
    token: form.fields.captcha_token,
  });
  if (!human) problems.push({ field: 'captcha', message: FORM_MESSAGES.verifyIdentity });
  if (problems.length > 0 || !checked.ok) {
    return showAgain(deps, request, reply, lang, { ...submitted, problems: inFormOrder(problems) });
  }

  const site = await resolveSite(request);
  const body = new FormData();
  for (const [field, name] of Object.entries(UPSTREAM_FIELD))
    body.append(name, checked.value[field as keyof typeof checked.value]);
  body.append('lang', lang);
  body.append('sender_ip', request.ip);
  if (form.file)
    body.append('attachment', await openAsBlob(form.file.path, { type: form.file.mime }), form.file.name);

  // Not sent, through no fault of the visitor's: the form again, everything kept, and what to do meanwhile.
  const unavailable = () =>
    showAgain(
      deps,
      request,
      reply,
      lang,
      { ...submitted, formError: { key: 'forms.common.unavailable' } },
      503,
    );
  let outcome;
  try {
    outcome = await request.server.deptApi.postForm('submitContactForm', {
      path: { siteId: site.id },
      headers: { 'idempotency-key': submitted.idempotencyKey },
      form: body,
    });
  } catch (error) {
    request.log.warn({ err: error }, 'contact form: dept-api could not be reached');
    return unavailable();
  }
  if (outcome.status === 200 || outcome.status === 201) {
    const reference = (outcome.data as { reference: string }).reference;
    return sent(request, reply, contactSentPath(lang, reference));
  }
  if (outcome.status === 422) {
    const refused = upstreamProblems(outcome.data);
    return showAgain(deps, request, reply, lang, { ...submitted, problems: inFormOrder(refused) });
  }
  if (outcome.status === 429) {
    const minutes = Math.max(1, Math.ceil((outcome.retryAfterSeconds ?? 3600) / 60));
    const formError: FormMessage = { key: 'forms.common.tooMany', values: { minutes } };
    return showAgain(deps, request, reply, lang, { ...submitted, formError }, 429);
  }
  request.log.warn({ upstreamStatus: outcome.status }, 'contact form: dept-api refused it');
  return unavailable();
}

function withValues(field: string, message: FormMessageKey): FieldMessage {
  return message === FORM_MESSAGES.tooLong
    ? { field, message, values: { max: MAX_LENGTH[field] ?? 0 } }
    : { field, message };
}

function inFormOrder(problems: FieldMessage[]): FieldMessage[] {
  const position = (field: string) => CONTACT_FIELDS.indexOf(field as (typeof CONTACT_FIELDS)[number]);
  return [...problems].sort((a, b) => position(a.field) - position(b.field));
}

/** dept-api's 422 problems (snake_case fields, message keys) as the form's own; anything unexpected is dropped. */
function upstreamProblems(data: unknown): FieldMessage[] {
  const problems = (data as { problems?: unknown })?.problems;
  if (!Array.isArray(problems)) return [];
  const known = new Set<string>(Object.values(FORM_MESSAGES));
  return problems.flatMap((problem: { field?: unknown; message?: unknown }) => {
    const field = problem.field === 'attachment' ? 'attachment' : FIELD_OF_UPSTREAM[String(problem.field)];
    const message = String(problem.message);
    return field && known.has(message) ? [withValues(field, message as FormMessageKey)] : [];
  });
}

async function newCaptcha(request: FastifyRequest, lang: Language) {
  return {
    proofOfWork: await request.server.captcha.proofOfWork(),
    question: request.server.captcha.question(lang),
  };
}

function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('application/json');
}

/** Sent: the confirmation page (303, so a reload never posts again), or its address for the form's script. */
function sent(request: FastifyRequest, reply: FastifyReply, location: string): FastifyReply {
  reply.header('cache-control', 'no-store');
  if (wantsJson(request)) return reply.code(200).send({ ok: true, location });
  return reply.code(303).header('location', location).send();
}

/** Not sent: the form again with the visitor's input and what to put right (or, for the script, the same as data). */
function showAgain(
  deps: PipelineDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  lang: Language,
  form: SubmittedForm,
  status = 422,
): Promise<FastifyReply> | FastifyReply {
  if (wantsJson(request)) {
    // The captcha this form carried is used up: the script gets a new one with the answer.
    return newCaptcha(request, lang).then((captcha) =>
      reply.code(status).header('cache-control', 'no-store').send({
        ok: false,
        problems: form.problems,
        formError: form.formError,
        idempotencyKey: form.idempotencyKey,
        captcha,
      }),
    );
  }
  return respondWithPage(deps, request, reply, {
    route: 'contactForm',
    lang,
    path: contactFormPath(lang),
    status,
    form,
  });
}
