/**
 * The public forms' calls (decisions 0141, 0146): GET /site/{siteId}/forms/{form}/topics,
 * POST /site/{siteId}/forms/contact and /forms/complaint (multipart/form-data, parsed only in this scope),
 * /forms/tip-off, /forms/complaint/track, /rate and /new-password (decision 0612): all need only site:read, the
 * gateway's scope. An officer's operation result (POST /site/{siteId}/complaints/{reference}/results) needs
 * forms:write (decision 0160; the officers' other calls are in officer-routes.ts). Answers carry
 * `Cache-Control: no-store`: personal data is never cached.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SCOPE_FORMS_WRITE } from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import type { ApiConfig } from '../config.ts';
import type { AttachmentStore } from '../forms/attachment-store.ts';
import {
  complaintStatus,
  type Credentials,
  openComplaint,
  rateComplaint,
  submitComplaintForm,
} from '../forms/complaint-form.ts';
import { sendNewComplaintPassword } from '../forms/complaint-password-reset.ts';
import { addOfficerResult } from '../forms/officer-queue.ts';
import { MULTIPART_LIMITS, submitContactForm } from '../forms/contact-form.ts';
import { listFormTopics } from '../forms/form-topics.ts';
import { submitTipOffForm } from '../forms/tip-off-form.ts';
import { HttpError } from '../http/errors.ts';
import type { JsonBody, PathParams, QueryParams } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';

export interface FormRouteOptions {
  /** Salt of the senders' fingerprints (REPORT_FINGERPRINT_SALT, as the broken-file reports). */
  fingerprintSalt: string;
  /** The attachments folder, checked writable at start (decision 0503). */
  store: AttachmentStore;
  officerFallback: string | undefined;
  /** Where tip-off notices go instead of the site's officers, when set (decision 0158). */
  tipOffOfficers: string | undefined;
  /** The scheme and port of the sites' public origins, for the links of a complaint's mails (decision 0611). */
  siteLinks: ApiConfig['siteLinks'];
}

export async function registerFormRoutes(
  app: FastifyInstance,
  context: ApiContext,
  options: FormRouteOptions,
): Promise<void> {
  app.route<{ Params: PathParams<'listFormTopics'>; Querystring: QueryParams<'listFormTopics'> }>({
    ...routeOptions(context, 'listFormTopics'),
    handler: async (request) => {
      const { siteId, form } = request.params;
      return { data: await listFormTopics(context.db, siteId, form, request.query.lang ?? 'th') };
    },
  });

  const { store } = options;
  const formContext = {
    db: context.db,
    clock: context.clock,
    store,
    mailer: context.mailer,
    fingerprintSalt: options.fingerprintSalt,
    officerFallback: options.officerFallback,
    siteLinks: options.siteLinks,
  };
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
    const multipartRoute = (
      operationId: 'submitContactForm' | 'submitComplaintForm' | 'submitTipOffForm',
      form: string,
      submit: (request: FastifyRequest, siteId: string) => Promise<{ status: number; receipt: unknown }>,
    ) =>
      scope.route<{ Params: { siteId: string } }>({
        ...routeOptions(context, operationId),
        handler: async (request, reply) => {
          reply.header('cache-control', 'no-store');
          if (!request.isMultipart()) {
            throw new HttpError(415, `The ${form} form is sent as multipart/form-data`);
          }
          const outcome = await submit(request, request.params.siteId);
          return reply.code(outcome.status).send(outcome.receipt);
        },
      });
    multipartRoute('submitContactForm', 'contact', (request, siteId) =>
      submitContactForm(formContext, request, siteId),
    );
    multipartRoute('submitComplaintForm', 'complaint', (request, siteId) =>
      submitComplaintForm(formContext, request, siteId),
    );
    multipartRoute('submitTipOffForm', 'tip-off', (request, siteId) =>
      submitTipOffForm({ ...formContext, tipOffOfficers: options.tipOffOfficers }, request, siteId),
    );
  });

  /** The complaint a tracking code and password open (the same 404 for either wrong; failures limited). */
  const opened = (siteId: string, credentials: Credentials) =>
    openComplaint(context.db, context.clock, options.fingerprintSalt, siteId, credentials);

  app.route<{ Params: PathParams<'trackComplaint'>; Body: JsonBody<'trackComplaint'> }>({
    ...routeOptions(context, 'trackComplaint'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const complaint = await opened(request.params.siteId, request.body);
      return complaintStatus(context.db, complaint, request.body.lang);
    },
  });

  app.route<{ Params: PathParams<'rateComplaint'>; Body: JsonBody<'rateComplaint'> }>({
    ...routeOptions(context, 'rateComplaint'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const complaint = await opened(request.params.siteId, request.body);
      const rating = await rateComplaint(
        context.db,
        context.clock,
        complaint,
        request.body.rating,
        request.body.comment,
      );
      return reply.code(201).send(rating);
    },
  });

  app.route<{ Params: PathParams<'sendNewComplaintPassword'>; Body: JsonBody<'sendNewComplaintPassword'> }>({
    ...routeOptions(context, 'sendNewComplaintPassword'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const resetContext = { ...formContext, log: request.log };
      await sendNewComplaintPassword(resetContext, request.params.siteId, request.body);
      return reply.code(202).send({ accepted: true });
    },
  });

  app.route<{ Params: PathParams<'addComplaintResult'>; Body: JsonBody<'addComplaintResult'> }>({
    ...routeOptions(context, 'addComplaintResult', { scope: SCOPE_FORMS_WRITE }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { siteId, reference } = request.params;
      const complaint = await addOfficerResult(
        context.db,
        context.clock,
        'complaint',
        siteId,
        reference,
        request.body,
      );
      request.log.info(
        { clientId: request.tokenHolder?.clientId, siteId, reference },
        'officer recorded a complaint result',
      );
      return reply.code(201).send(await complaintStatus(context.db, complaint, 'th'));
    },
  });
}
