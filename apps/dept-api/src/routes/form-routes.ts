/**
 * The public forms' calls (decision 0141): GET /site/{siteId}/forms/{form}/topics and
 * POST /site/{siteId}/forms/contact (multipart/form-data, parsed only in this route's scope). Both need only
 * site:read, the gateway's scope. Answers carry `Cache-Control: no-store`: personal data is never cached.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { AttachmentStore } from '../forms/attachment-store.ts';
import { MULTIPART_LIMITS, submitContactForm } from '../forms/contact-form.ts';
import { listFormTopics } from '../forms/form-topics.ts';
import { HttpError } from '../http/errors.ts';
import type { PathParams, QueryParams } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';

export interface FormRouteOptions {
  /** Salt of the senders' fingerprints (REPORT_FINGERPRINT_SALT, as the broken-file reports). */
  fingerprintSalt: string;
  attachmentsDir: string;
  officerFallback: string | undefined;
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

  const store = new AttachmentStore(options.attachmentsDir);
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
    scope.route<{ Params: PathParams<'submitContactForm'> }>({
      ...routeOptions(context, 'submitContactForm'),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!request.isMultipart()) {
          throw new HttpError(415, 'The contact form is sent as multipart/form-data');
        }
        const outcome = await submitContactForm(
          {
            db: context.db,
            clock: context.clock,
            store,
            mailer: context.mailer,
            fingerprintSalt: options.fingerprintSalt,
            officerFallback: options.officerFallback,
          },
          request,
          request.params.siteId,
        );
        return reply.code(outcome.status).send(outcome.receipt);
      },
    });
  });
}
