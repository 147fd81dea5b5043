/**
 * POST /site/{siteId}/documents/{documentId}/reports: a visitor reports a file that does not open. Needs only
 * site:read, the gateway's scope: the call changes no content, only appends a rate-limited report that any visitor
 * can make through the website anyway (docs/decisions/0112).
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { recordBrokenFileReport } from '../content/broken-file-reports.ts';
import type { JsonBody, PathParams } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';

export interface ReportOptions {
  /** Salt of the reporters' fingerprints (REPORT_FINGERPRINT_SALT). */
  fingerprintSalt: string;
}

export function registerBrokenFileReportRoutes(
  app: FastifyInstance,
  context: ApiContext,
  options: ReportOptions,
): void {
  app.route<{ Params: PathParams<'reportBrokenFile'>; Body: JsonBody<'reportBrokenFile'> }>({
    ...routeOptions(context, 'reportBrokenFile'),
    handler: async (request, reply) => {
      const { siteId, documentId } = request.params;
      await recordBrokenFileReport(context.db, siteId, documentId, request.body, {
        salt: options.fingerprintSalt,
        now: context.clock(),
      });
      request.log.info({ siteId, documentId }, 'broken file reported');
      return reply.code(202).send({ received: true });
    },
  });
}
