import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { Language } from '@probation/i18n';
import {
  checkForm,
  FORM_MESSAGES,
  newTrackingPasswordSchema,
  ratingSchema,
  trackingSchema,
} from '@probation/forms';
import type { components } from '@probation/contract';
import { ratingPath, trackFormPath, trackNewPasswordPath } from '../../shared/routes.ts';
import type { FieldMessage, FormMessage } from '../../shared/submitted-form.ts';
import type { ComplaintStatusContent, StatusNotice } from '../../pages/complaint-status/page.ts';
import { respondWithPage, type PipelineDeps } from '../render/page-pipeline.ts';
import { resolveSite } from '../site/resolve-site.ts';
import { minutesToWait, withValues } from './form-route.ts';
import { multipartLimits, type MultipartForm } from './multipart-form.ts';
import { withPostedForm, type PostedFormRules } from './posted-form.ts';
import { createTrackingSeal, type TrackingCredentials, type TrackingSeal } from './tracking-seal.ts';
import { passedPostedCaptcha } from '../captcha/posted-captcha.ts';

type ComplaintStatus = components['schemas']['ComplaintStatus'];

/** What asking dept-api about a complaint came to. */
type Tracked =
  | { kind: 'found'; complaint: ComplaintStatus }
  | { kind: 'notFound' }
  | { kind: 'tooMany'; minutes: number }
  | { kind: 'unavailable' };

/** Where a tracking form's POST is answered: the page pipeline, the credentials' seal, the request and its reply. */
interface TrackingCall {
  deps: PipelineDeps;
  seal: TrackingSeal;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A tracking form's POST, read: what it answers. */
type TrackingPost = (call: TrackingCall, lang: Language, form: MultipartForm) => Promise<FastifyReply>;

/** The tracking forms' POSTs: no files. */
const trackingForm = (path: (lang: Language) => string): PostedFormRules => ({
  path,
  files: null,
  refusedWhileReading: 'tracking form refused while reading',
});

/**
 * Following a complaint (decisions 0148, 0153): POST /{lang}/forms/track with the tracking code and
 * password answers the complaint's status page itself (200, no-store), so the password is never in a URL, a
 * cache or a log; a wrong code or password gets the one generic message, too many tries the minutes to wait.
 * POST /{lang}/forms/track/rate takes the rating of a closed complaint (once), with the credentials sealed in the
 * status page's rating form, and answers the status page again with what came of it. POST
 * /{lang}/forms/track/new-password asks dept-api to mail a new password (decision 0612) and leads to the page's one
 * answer, whatever matched.
 */
export async function registerTrackingRoutes(app: FastifyInstance, deps: PipelineDeps): Promise<void> {
  const seal = createTrackingSeal(app.config.captcha.secret);
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: multipartLimits(null), throwFileSizeLimit: false });
    const routes: [string, (lang: Language) => string, TrackingPost][] = [
      ['/:lang/forms/track', trackFormPath, track],
      ['/:lang/forms/track/rate', ratingPath, rate],
      ['/:lang/forms/track/new-password', trackNewPasswordPath, askNewPassword],
    ];
    for (const [route, path, handle] of routes) {
      scope.post(route, { config: { strictRateLimit: true } }, (request, reply) =>
        withPostedForm(request, reply, trackingForm(path), (lang, form) =>
          handle({ deps, seal, request, reply }, lang, form),
        ),
      );
    }
  });
}

const track: TrackingPost = async ({ deps, seal, request, reply }, lang, form) => {
  const typedCode = typeof form.fields.trackingCode === 'string' ? form.fields.trackingCode : '';
  const checked = checkForm(trackingSchema, form.fields);
  if (!checked.ok) {
    const problems = checked.problems.map(({ field, message }) => withValues(field, message));
    return showTrackForm(deps, request, reply, lang, typedCode, problems, null, 422);
  }
  const credentials = checked.value;
  const siteId = (await resolveSite(request)).id;
  const tracked = await askDeptApi(request, siteId, lang, credentials);
  if (tracked.kind !== 'found') return refusedTracking(deps, request, reply, lang, typedCode, tracked);
  return showStatus(deps, request, reply, lang, {
    complaint: tracked.complaint,
    credentials: seal.seal(credentials, siteId),
    notice: null,
    rating: null,
  });
};

const rate: TrackingPost = async ({ deps, seal, request, reply }, lang, form) => {
  const siteId = (await resolveSite(request)).id;
  const sealed = typeof form.fields.credentials === 'string' ? form.fields.credentials : '';
  const credentials = seal.open(sealed, siteId);
  if (!credentials) {
    const formError = { key: 'forms.track.ratingExpired' };
    return showTrackForm(deps, request, reply, lang, '', [], formError, 422);
  }
  const resealed = seal.seal(credentials, siteId);
  const checked = checkForm(ratingSchema, form.fields);
  if (!checked.ok) {
    const tracked = await askDeptApi(request, siteId, lang, credentials);
    if (tracked.kind !== 'found') return refusedTracking(deps, request, reply, lang, '', tracked);
    const problems = checked.problems.map(({ field, message }) => withValues(field, message));
    const values = { comment: typeof form.fields.comment === 'string' ? form.fields.comment : '' };
    return showStatus(
      deps,
      request,
      reply,
      lang,
      { complaint: tracked.complaint, credentials: resealed, notice: null, rating: { values, problems } },
      422,
    );
  }

  let status: number;
  let retryAfterSeconds: number | null = null;
  try {
    const outcome = await request.server.deptApi.send(
      'rateComplaint',
      {
        path: { siteId },
        body: {
          tracking_code: credentials.trackingCode,
          password: credentials.password,
          sender_ip: request.ip,
          rating: Number(checked.value.rating),
          ...(checked.value.comment ? { comment: checked.value.comment } : {}),
        },
      },
      [400, 404, 409, 429],
    );
    status = outcome.status;
    if (!outcome.ok) retryAfterSeconds = outcome.retryAfterSeconds;
  } catch (error) {
    request.log.warn({ err: error }, 'complaint rating: dept-api could not be reached');
    return refusedTracking(deps, request, reply, lang, '', { kind: 'unavailable' });
  }
  if (status === 400 || status === 404)
    return refusedTracking(deps, request, reply, lang, '', { kind: 'notFound' });
  if (status === 429) {
    const tooMany = { kind: 'tooMany', minutes: minutesToWait(retryAfterSeconds) } as const;
    return refusedTracking(deps, request, reply, lang, '', tooMany);
  }
  const tracked = await askDeptApi(request, siteId, lang, credentials);
  if (tracked.kind !== 'found') return refusedTracking(deps, request, reply, lang, '', tracked);
  // 409: not closed yet, or rated already; the status page says which (it knows both).
  const notice: StatusNotice =
    status === 409
      ? {
          key: tracked.complaint.rating ? 'forms.track.ratedAlready' : 'forms.track.notClosedYet',
          tone: 'problem',
        }
      : { key: 'forms.track.ratingThanks', tone: 'success' };
  return showStatus(
    deps,
    request,
    reply,
    lang,
    { complaint: tracked.complaint, credentials: resealed, notice, rating: null },
    status === 409 ? 409 : 200,
  );
};

/**
 * A new tracking password by e-mail (decision 0612): the code and address checked by the shared rules, the captcha,
 * then dept-api (never retried), whose answer is the same whatever matched; sent, 303 to the page's one answer. A
 * problem shows the form again with what was typed; too many requests, the minutes to wait; dept-api unreachable,
 * that nothing changed and the hotline.
 */
const askNewPassword: TrackingPost = async ({ deps, request, reply }, lang, form) => {
  const typed = (name: string) =>
    typeof form.fields[name] === 'string' ? (form.fields[name] as string) : '';
  const values = { trackingCode: typed('trackingCode'), email: typed('email') };
  const again = (problems: FieldMessage[], formError: FormMessage | null, status: number) =>
    respondWithPage(deps, request, reply, {
      route: 'trackNewPassword',
      lang,
      path: trackNewPasswordPath(lang),
      status,
      form: { values, problems, formError, idempotencyKey: '' },
    });
  const checked = checkForm(newTrackingPasswordSchema, form.fields);
  const problems = checked.ok ? [] : checked.problems.map(({ field, message }) => withValues(field, message));
  const human = await passedPostedCaptcha(request, form.fields);
  if (!human) problems.push({ field: 'captcha', message: FORM_MESSAGES.verifyIdentity });
  if (!checked.ok || problems.length > 0) return again(problems, null, 422);

  const unavailable = () => again([], { key: 'forms.newPassword.unavailable' }, 503);
  try {
    const outcome = await request.server.deptApi.send(
      'sendNewComplaintPassword',
      {
        path: { siteId: (await resolveSite(request)).id },
        body: {
          tracking_code: checked.value.trackingCode,
          email: checked.value.email,
          lang,
          sender_ip: request.ip,
        },
      },
      [400, 429],
    );
    if (outcome.ok) {
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .header('location', `${trackNewPasswordPath(lang)}?sent=1`)
        .send();
    }
    if (outcome.status === 429) {
      const minutes = minutesToWait(outcome.retryAfterSeconds);
      return again([], { key: 'forms.newPassword.tooMany', values: { minutes } }, 429);
    }
    request.log.warn({ upstreamStatus: outcome.status }, 'new tracking password: dept-api refused it');
    return unavailable();
  } catch (error) {
    request.log.warn({ err: error }, 'new tracking password: dept-api could not be reached');
    return unavailable();
  }
};

/** dept-api's trackComplaint (never retried: a failed try counts against the code). */
async function askDeptApi(
  request: FastifyRequest,
  siteId: string,
  lang: Language,
  credentials: TrackingCredentials,
): Promise<Tracked> {
  try {
    const outcome = await request.server.deptApi.send(
      'trackComplaint',
      {
        path: { siteId },
        body: {
          tracking_code: credentials.trackingCode,
          password: credentials.password,
          lang,
          sender_ip: request.ip,
        },
      },
      [400, 404, 429],
    );
    if (outcome.ok) return { kind: 'found', complaint: outcome.answer };
    if (outcome.status === 429) return { kind: 'tooMany', minutes: minutesToWait(outcome.retryAfterSeconds) };
    return { kind: 'notFound' };
  } catch (error) {
    request.log.warn({ err: error }, 'complaint tracking: dept-api could not be reached');
    return { kind: 'unavailable' };
  }
}

/** The tracking form again with the one message for what went wrong (never which of code or password). */
function refusedTracking(
  deps: PipelineDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  lang: Language,
  typedCode: string,
  tracked: Exclude<Tracked, { kind: 'found' }>,
): Promise<FastifyReply> {
  const [formError, status]: [FormMessage, number] =
    tracked.kind === 'notFound'
      ? [{ key: 'forms.track.notFound' }, 404]
      : tracked.kind === 'tooMany'
        ? [{ key: 'forms.track.tooMany', values: { minutes: tracked.minutes } }, 429]
        : [{ key: 'forms.track.unavailable' }, 503];
  return showTrackForm(deps, request, reply, lang, typedCode, [], formError, status);
}

function showTrackForm(
  deps: PipelineDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  lang: Language,
  typedCode: string,
  problems: FieldMessage[],
  formError: FormMessage | null,
  status: number,
): Promise<FastifyReply> {
  return respondWithPage(deps, request, reply, {
    route: 'trackForm',
    lang,
    path: trackFormPath(lang),
    status,
    // The password is never shown again; the code is, so a mistyped one can be put right.
    form: { values: { trackingCode: typedCode }, problems, formError, idempotencyKey: '' },
  });
}

function showStatus(
  deps: PipelineDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  lang: Language,
  answer: ComplaintStatusContent,
  status = 200,
): Promise<FastifyReply> {
  return respondWithPage(deps, request, reply, {
    route: 'complaintStatus',
    lang,
    path: trackFormPath(lang),
    status,
    answer,
  });
}
