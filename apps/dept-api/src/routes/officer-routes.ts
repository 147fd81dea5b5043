/**
 * The officers' calls (decision 0160), under the officers' own scopes: `forms:read` lists a site's complaints and
 * tip-offs, reads one whole and downloads its files; `forms:write` records a tip-off's result (a complaint's is in
 * form-routes.ts). Every answer is `Cache-Control: no-store`. A file is streamed from the private folder as a
 * download: its stored type (told by its bytes when it came in), `Content-Disposition: attachment` with the safe
 * name, `nosniff` and a sandboxing CSP, so a browser never renders it as a page of this origin.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SCOPE_FORMS_READ, SCOPE_FORMS_WRITE } from '@probation/contract';
import { ATTACHMENT_TYPES } from '@probation/forms';
import type { ApiContext } from '../api-context.ts';
import { AttachmentStore } from '../forms/attachment-store.ts';
import {
  addTipOffResult,
  attachmentDisposition,
  listComplaints,
  listTipOffs,
  officerComplaint,
  officerTipOff,
  submissionAttachment,
} from '../forms/officer-queue.ts';
import { notFound } from '../http/errors.ts';
import type { JsonBody, PathParams, QueryParams } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';

export function registerOfficerRoutes(
  app: FastifyInstance,
  context: ApiContext,
  options: { attachmentsDir: string },
): void {
  const store = new AttachmentStore(options.attachmentsDir);
  const read = { scope: SCOPE_FORMS_READ } as const;
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.route<{ Params: PathParams<'listComplaints'>; Querystring: QueryParams<'listComplaints'> }>({
    ...routeOptions(context, 'listComplaints', read),
    handler: async (request, reply) => {
      noStore(reply);
      return listComplaints(context.db, request.params.siteId, request.query);
    },
  });
  app.route<{ Params: PathParams<'getComplaint'> }>({
    ...routeOptions(context, 'getComplaint', read),
    handler: async (request, reply) => {
      noStore(reply);
      return officerComplaint(context.db, request.params.siteId, request.params.reference);
    },
  });
  app.route<{ Params: PathParams<'listTipOffs'>; Querystring: QueryParams<'listTipOffs'> }>({
    ...routeOptions(context, 'listTipOffs', read),
    handler: async (request, reply) => {
      noStore(reply);
      return listTipOffs(context.db, request.params.siteId, request.query);
    },
  });
  app.route<{ Params: PathParams<'getTipOff'> }>({
    ...routeOptions(context, 'getTipOff', read),
    handler: async (request, reply) => {
      noStore(reply);
      return officerTipOff(context.db, request.params.siteId, request.params.reference);
    },
  });
  app.route<{ Params: PathParams<'addTipOffResult'>; Body: JsonBody<'addTipOffResult'> }>({
    ...routeOptions(context, 'addTipOffResult', { scope: SCOPE_FORMS_WRITE }),
    handler: async (request, reply) => {
      noStore(reply);
      const { siteId, reference } = request.params;
      await addTipOffResult(context.db, context.clock, siteId, reference, request.body);
      return reply.code(201).send(await officerTipOff(context.db, siteId, reference));
    },
  });

  const download =
    (channel: 'complaint' | 'tip-off') =>
    async (
      request: { params: { siteId: string; reference: string; attachmentId: number } },
      reply: FastifyReply,
    ) => {
      noStore(reply);
      const { siteId, reference, attachmentId } = request.params;
      const file = await submissionAttachment(context.db, channel, siteId, reference, attachmentId);
      const path = store.absolutePath(file.storedPath);
      const size = await stat(path).then(
        (info) => info.size,
        () => null,
      );
      if (size === null) throw notFound(`The file ${attachmentId} of ${reference} is missing from storage`);
      return reply
        .type(ATTACHMENT_TYPES[file.type].mime)
        .header('content-length', size)
        .header('content-disposition', attachmentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(createReadStream(path));
    };
  app.route<{ Params: PathParams<'getComplaintAttachment'> }>({
    ...routeOptions(context, 'getComplaintAttachment', read),
    handler: download('complaint'),
  });
  app.route<{ Params: PathParams<'getTipOffAttachment'> }>({
    ...routeOptions(context, 'getTipOffAttachment', read),
    handler: download('tip-off'),
  });
}
