import { randomUUID } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { FormData } from 'undici';
import type * as z from 'zod/mini';
import type { Language } from '@probation/i18n';
import { checkForm, FORM_MESSAGES, maxLengthOf, type FormMessageKey } from '@probation/forms';
import type { RouteName } from '../../shared/routes.ts';
import type { FieldMessage, FormMessage, SubmittedForm } from '../../shared/submitted-form.ts';
import { respondWithPage, type PipelineDeps } from '../render/page-pipeline.ts';
import { resolveSite } from '../site/resolve-site.ts';
import { isInMaintenance } from '../site/site-service.ts';
import type { FormAnswer } from '../upstream/dept-api-client.ts';
import { multipartLimits, type FileRules, type MultipartForm } from './multipart-form.ts';
import { withPostedForm } from './posted-form.ts';
import { passedPostedCaptcha } from '../captcha/posted-captcha.ts';

/** The dept-api calls that take a public form with its files (multipart, `/site/{siteId}/forms/…`). */
export type FormOperation = 'submitContactForm' | 'submitComplaintForm' | 'submitTipOffForm';

/** What a sent form's route is given to answer with: dept-api's receipt (its 200 or 201 answer). */
export interface SentForm {
  deps: PipelineDeps;
  request: FastifyRequest;
  reply: FastifyReply;
  lang: Language;
  /** dept-api's answer (the contract's receipt of the form's call). */
  receipt: unknown;
  /** The form's values as checked (what dept-api was sent; never logged). */
  values: Record<string, string>;
}

/**
 * A public form, described once: the route module below reads, checks, sends and answers any form so
 * described. A new form is a new description, a page kind and a line in `registerPublicForms`.
 */
export interface FormDescription {
  /** For logs ("complaint form: …"); never what the visitor typed. */
  name: string;
  /** The page kind that shows the form, and shows it again with its problems. */
  route: RouteName;
  /** The form's URL; it posts to itself. */
  path: (lang: Language) => string;
  /**
   * The fields in the order the form shows them: the order of the error summary. The schemas' fields, the file
   * field and `captcha`.
   */
  fields: readonly string[];
  /** The rules of `@probation/forms`, checked in this order; their fields together are the form's text fields. */
  schemas: readonly z.ZodMiniObject[];
  /** The contract's (snake_case) name of each text field; a field whose value is empty is not sent. */
  wireFields: Readonly<Record<string, string>>;
  /** Fields shown again as typed when the form is shown again: every text field but these (a password). */
  notShownAgain?: readonly string[];
  /** The files it takes (the field is sent under the same name), or null. */
  files: FileRules | null;
  /** The dept-api call (never retried: decision 0200). */
  operation: FormOperation;
  /** The answer once dept-api has the form: a redirect to a confirmation, or the confirmation itself. */
  sent: (sent: SentForm) => Promise<FastifyReply> | FastifyReply;
}

const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * POST {form.path} (decisions 0151, 0152): the same request with or without JavaScript. The
 * form is read (its files streamed to temporary files), checked by the rules the browser used (`@probation/forms`),
 * the captcha checked once, then sent to dept-api with the form's idempotency key (never retried). A browser
 * without JavaScript gets the form again with its input and problems (422), or what `sent` answers; the form's
 * script asks for JSON and gets the problems as data.
 */
export async function registerFormRoute(
  app: FastifyInstance,
  deps: PipelineDeps,
  form: FormDescription,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: multipartLimits(form.files), throwFileSizeLimit: false });
    scope.post(form.path(':lang' as Language), { config: { strictRateLimit: true } }, (request, reply) =>
      handlePost(deps, form, request, reply),
    );
  });
}

function handlePost(deps: PipelineDeps, form: FormDescription, request: FastifyRequest, reply: FastifyReply) {
  const rules = {
    path: form.path,
    files: form.files,
    refusedWhileReading: `${form.name}: refused while reading`,
  };
  return withPostedForm(request, reply, rules, (lang, body) =>
    answer(deps, form, request, reply, lang, body),
  );
}

/** The form's text fields: those of its schemas, in their order. */
function textFields(form: FormDescription): string[] {
  return form.schemas.flatMap((schema) => Object.keys(schema.def.shape));
}

async function answer(
  deps: PipelineDeps,
  form: FormDescription,
  request: FastifyRequest,
  reply: FastifyReply,
  lang: Language,
  body: MultipartForm,
): Promise<FastifyReply> {
  const text = (name: string) => (typeof body.fields[name] === 'string' ? (body.fields[name] as string) : '');
  const hidden = new Set(form.notShownAgain ?? []);
  const submitted: SubmittedForm = {
    values: Object.fromEntries(
      textFields(form)
        .filter((field) => !hidden.has(field))
        .map((field) => [field, text(field)]),
    ),
    problems: [],
    formError: null,
    idempotencyKey: IDEMPOTENCY_KEY_PATTERN.test(text('idempotency_key'))
      ? text('idempotency_key')
      : randomUUID(),
  };
  const values: Record<string, string> = {};
  const problems: FieldMessage[] = [];
  for (const schema of form.schemas) {
    const checked = checkForm(schema, body.fields);
    if (checked.ok) Object.assign(values, checked.value);
    else problems.push(...checked.problems.map(({ field, message }) => withValues(field, message)));
  }
  if (body.fileProblem && form.files) problems.push({ field: form.files.field, ...body.fileProblem });
  const human = await passedPostedCaptcha(request, body.fields);
  if (!human) problems.push({ field: 'captcha', message: FORM_MESSAGES.verifyIdentity });
  if (problems.length > 0) {
    return showAgain(deps, form, request, reply, lang, {
      ...submitted,
      problems: inFormOrder(form, problems),
    });
  }

  const site = await resolveSite(request);
  // A site in maintenance files nothing: a complaint's confirmation (its password) could not be shown. The page
  // answered is the maintenance page (or, for the script, "not sent, nothing lost").
  if (await inMaintenance(request, site.id)) {
    const formError: FormMessage = { key: 'forms.common.unavailable' };
    return showAgain(deps, form, request, reply, lang, { ...submitted, formError }, 503);
  }
  const upstream = new FormData();
  for (const [field, name] of Object.entries(form.wireFields)) {
    const value = values[field];
    if (value !== undefined && value !== '') upstream.append(name, value);
  }
  upstream.append('lang', lang);
  upstream.append('sender_ip', request.ip);
  for (const file of body.files)
    upstream.append(form.files!.field, await openAsBlob(file.path, { type: file.mime }), file.name);

  // Not sent, through no fault of the visitor's: the form again, everything kept, and what to do meanwhile.
  const unavailable = () =>
    showAgain(
      deps,
      form,
      request,
      reply,
      lang,
      { ...submitted, formError: { key: 'forms.common.unavailable' } },
      503,
    );
  let outcome: FormAnswer;
  try {
    outcome = await request.server.deptApi.postForm(form.operation, {
      path: { siteId: site.id },
      headers: { 'idempotency-key': submitted.idempotencyKey },
      form: upstream,
    });
  } catch (error) {
    request.log.warn({ err: error }, `${form.name}: dept-api could not be reached`);
    return unavailable();
  }
  if (outcome.status === 200 || outcome.status === 201) {
    reply.header('cache-control', 'no-store');
    return form.sent({ deps, request, reply, lang, receipt: outcome.data, values });
  }
  if (outcome.status === 422) {
    const refused = upstreamProblems(form, outcome.data);
    return showAgain(deps, form, request, reply, lang, {
      ...submitted,
      problems: inFormOrder(form, refused),
    });
  }
  if (outcome.status === 429) {
    const formError: FormMessage = {
      key: 'forms.common.tooMany',
      values: { minutes: minutesToWait(outcome.retryAfterSeconds) },
    };
    return showAgain(deps, form, request, reply, lang, { ...submitted, formError }, 429);
  }
  request.log.warn({ upstreamStatus: outcome.status }, `${form.name}: dept-api refused it`);
  return unavailable();
}

async function inMaintenance(request: FastifyRequest, siteId: string): Promise<boolean> {
  try {
    return isInMaintenance(await request.server.sites.getDetails(siteId));
  } catch {
    return false; // dept-api will say itself whether it can take the form
  }
}

/** Whole minutes to wait before trying again (at least one; an hour when dept-api did not say). */
export function minutesToWait(retryAfterSeconds: number | null): number {
  return Math.max(1, Math.ceil((retryAfterSeconds ?? 3600) / 60));
}

/** A problem, with the limit its message names (the one table of `@probation/forms`). */
export function withValues(field: string, message: FormMessageKey): FieldMessage {
  return message === FORM_MESSAGES.tooLong
    ? { field, message, values: { max: maxLengthOf(field) ?? 0 } }
    : { field, message };
}

function inFormOrder(form: FormDescription, problems: FieldMessage[]): FieldMessage[] {
  const position = (field: string) => form.fields.indexOf(field);
  return [...problems].sort((a, b) => position(a.field) - position(b.field));
}

/** dept-api's 422 problems (snake_case fields, message keys) as the form's own; anything unexpected is dropped. */
function upstreamProblems(form: FormDescription, data: unknown): FieldMessage[] {
  const problems = (data as { problems?: unknown })?.problems;
  if (!Array.isArray(problems)) return [];
  const fieldOf = Object.fromEntries(Object.entries(form.wireFields).map(([field, name]) => [name, field]));
  const fileField = form.files?.field;
  const known = new Set<string>(Object.values(FORM_MESSAGES));
  return problems.flatMap((problem: { field?: unknown; message?: unknown }) => {
    const named = String(problem.field);
    // dept-api names a file problem `attachment` (the contract) whatever the form's file field is called.
    const field = fileField && (named === 'attachment' || named === fileField) ? fileField : fieldOf[named];
    const message = String(problem.message);
    return field && known.has(message) ? [withValues(field, message as FormMessageKey)] : [];
  });
}

export function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('application/json');
}

/** Sent, answered by a redirect: the confirmation page (303, so a reload never posts again), or its address. */
export function redirectToConfirmation(
  request: FastifyRequest,
  reply: FastifyReply,
  location: string,
): FastifyReply {
  reply.header('cache-control', 'no-store');
  if (wantsJson(request)) return reply.code(200).send({ ok: true, location });
  return reply.code(303).header('location', location).send();
}

/** Not sent: the form again with the visitor's input and what to put right (or, for the script, the same as data). */
async function showAgain(
  deps: PipelineDeps,
  form: FormDescription,
  request: FastifyRequest,
  reply: FastifyReply,
  lang: Language,
  submitted: SubmittedForm,
  status = 422,
): Promise<FastifyReply> {
  if (wantsJson(request)) {
    // The captcha this form carried is used up: the script gets a new one with the answer.
    const captcha = {
      proofOfWork: await request.server.captcha.proofOfWork(),
      question: request.server.captcha.question(lang),
    };
    return reply.code(status).header('cache-control', 'no-store').send({
      ok: false,
      problems: submitted.problems,
      formError: submitted.formError,
      idempotencyKey: submitted.idempotencyKey,
      captcha,
    });
  }
  return respondWithPage(deps, request, reply, {
    route: form.route,
    lang,
    path: form.path(lang),
    status,
    form: submitted,
  });
}
