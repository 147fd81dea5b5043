/**
 * The officers' calls (decision 0160), under the officers' own scopes: `forms:read` lists a site's complaints and
 * tip-offs, reads one whole and downloads its files; `forms:write` records a tip-off's result (a complaint's is in
 * form-routes.ts). Every answer is `Cache-Control: no-store`. A file is streamed from the private folder as a
 * download: its stored type (told by its bytes when it came in), `Content-Disposition: attachment` with the safe
 * name, `nosniff` and a sandboxing CSP, so a browser never renders it as a page of this origin. Every read of one
 * submission, download and result is logged with the client id and the reference (nothing the visitor sent): who
 * looked at what, for the PDPA's accountability.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SCOPE_FORMS_READ, SCOPE_FORMS_WRITE } from '@probation/contract';
import { ATTACHMENT_TYPES } from '@probation/forms';
import type { ApiContext } from '../api-context.ts';
import type { Db } from '../db/database.ts';
import type { AttachmentStore } from '../forms/attachment-store.ts';
import {
  addOfficerResult,
  attachmentDisposition,
  listComplaints,
  listTipOffs,
  officerComplaint,
  officerTipOff,
  submissionAttachment,
  type QueueQuery,
  type OfficerRead,
} from '../forms/officer-queue.ts';
import { notFound } from '../http/errors.ts';
import type { JsonBody, PathParams } from '../http/operation-types.ts';
import { routeOptions } from '../http/route-options.ts';

export function registerOfficerRoutes(
  app: FastifyInstance,
  context: ApiContext,
  { store }: { store: AttachmentStore },
): void {
  const read = { scope: SCOPE_FORMS_READ } as const;
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  const audit = (request: FastifyRequest, what: string, reference: string, attachmentId?: number) =>
    request.log.info(
      {
        clientId: request.tokenHolder?.clientId,
        siteId: (request.params as { siteId: string }).siteId,
        reference,
        ...(attachmentId === undefined ? {} : { attachmentId }),
      },
      `officer ${what}`,
    );

  /** A channel's queue and one submission of it, whole. */
  const queueRoutes = (channel: {
    operations: { list: 'listComplaints' | 'listTipOffs'; get: 'getComplaint' | 'getTipOff' };
    noun: string;
    list(db: Db, siteId: string, query: QueueQuery): Promise<unknown>;
    get: OfficerRead<unknown>;
  }) => {
    app.route<{ Params: { siteId: string }; Querystring: QueueQuery }>({
      ...routeOptions(context, channel.operations.list, read),
      handler: async (request, reply) => {
        noStore(reply);
        return channel.list(context.db, request.params.siteId, request.query);
      },
    });
    app.route<{ Params: { siteId: string; reference: string } }>({
      ...routeOptions(context, channel.operations.get, read),
      handler: async (request, reply) => {
        noStore(reply);
        const submission = await channel.get(context.db, request.params.siteId, request.params.reference);
        audit(request, `read a ${channel.noun}`, request.params.reference);
        return submission;
      },
    });
  };
  queueRoutes({
    operations: { list: 'listComplaints', get: 'getComplaint' },
    noun: 'complaint',
    list: listComplaints,
    get: officerComplaint,
  });
  queueRoutes({
    operations: { list: 'listTipOffs', get: 'getTipOff' },
    noun: 'tip-off',
    list: listTipOffs,
    get: officerTipOff,
  });
  app.route<{ Params: PathParams<'addTipOffResult'>; Body: JsonBody<'addTipOffResult'> }>({
    ...routeOptions(context, 'addTipOffResult', { scope: SCOPE_FORMS_WRITE }),
    handler: async (request, reply) => {
      noStore(reply);
      const { siteId, reference } = request.params;
      await addOfficerResult(context.db, context.clock, 'tip-off', siteId, reference, request.body);
      audit(request, 'recorded a tip-off result', reference);
      return reply.code(201).send(await officerTipOff(context.db, siteId, reference));
    },
  });

  const download =
    (channel: 'complaint' | 'tip-off') => async (request: FastifyRequest, reply: FastifyReply) => {
      noStore(reply);
      const { siteId, reference, attachmentId } = request.params as {
        siteId: string;
        reference: string;
        attachmentId: number;
      };
      const file = await submissionAttachment(context.db, channel, siteId, reference, attachmentId);
      const path = store.absolutePath(file.storedPath);
      const size = await stat(path).then(
        (info) => info.size,
        () => null,
      );
      if (size === null) throw notFound(`The file ${attachmentId} of ${reference} is missing from storage`);
      audit(request, `downloaded a ${channel} file`, reference, attachmentId);
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
