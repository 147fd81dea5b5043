/**
 * The members' calls (decisions 0170-0176), requirements.md §9.1 calls 2-5 and the ones §9.2 lists, all under
 * `/member/`. Every call names its site in `X-Site-Id`. Calls before a login (sign up, log in, links, newsletter
 * types, a guest's subscription) carry the website's client token with the `member:manage` scope; calls of a
 * logged-in member carry the member token as `Authorization: Bearer` (requirements.md §9.1 call 3). Every answer says
 * `success`; every failure is the ApiError shape with `success: false` and a `code`. Nothing is cacheable.
 */
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MEMBER_PICTURE_MAX_BYTES,
  MEMBER_SITE_HEADER,
  MEMBER_TOKEN_LIFETIME_SECONDS,
  SCOPE_MEMBER_MANAGE,
  type OperationId,
} from '@probation/contract';
import type { ApiContext } from '../api-context.ts';
import type { ApiConfig } from '../config.ts';
import { apiError, HttpError } from '../http/errors.ts';
import { contractRoute } from '../http/contract-schemas.ts';
import type { JsonBody, PathParams, QueryParams } from '../http/operation-types.ts';
import {
  changePassword,
  forgotPassword,
  logIn,
  logOut,
  profileOf,
  requireOwnId,
  resendVerification,
  resetPassword,
  sessionOf,
  signUp,
  updateProfile,
  verifyEmail,
  type MemberSessionHolder,
  type MembersContext,
} from '../members/member-accounts.ts';
import { memberFailure } from '../members/member-failure.ts';
import { PictureStore, preparePicture } from '../members/member-picture.ts';
import {
  confirmGuest,
  listNewsletterTypes,
  memberSubscriptions,
  subscribeGuest,
  unsubscribe,
  updateMemberSubscriptions,
} from '../members/newsletters.ts';
import { siteExists } from '../sites/site-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site named by X-Site-Id (checked to exist). */
    memberSiteId: string | null;
    /** The logged-in member of a member-token call. */
    memberSession: MemberSessionHolder | null;
  }
}

export interface MemberRouteOptions {
  fingerprintSalt: string;
  attachmentsDir: string;
  siteLinks: ApiConfig['siteLinks'];
  clients: ApiConfig['clients'];
}

/** The `code` of a failure that did not name one (the framework's and the token guard's). */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'invalid_input',
  429: 'too_many_requests',
};

function statusOf(error: FastifyError | HttpError): number {
  if (error instanceof HttpError) return error.statusCode;
  if ('validation' in error && error.validation) return 400;
  const status = error.statusCode;
  return status !== undefined && status >= 400 && status < 500 ? status : 500;
}

/** requirements.md §9.1: a failed member call is `success: false`; here with the ApiError members and a `code`. */
function answerMemberFailure(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  const status = statusOf(error);
  if (error instanceof HttpError) reply.headers(error.headers);
  reply.header('cache-control', 'no-store');
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      ...apiError(500, 'The server could not answer this request'),
      success: false,
      code: 'server_error',
    });
  }
  request.log.info({ statusCode: status, reason: error.message }, 'request refused');
  const details = error instanceof HttpError ? error.details : {};
  return reply.code(status).send({
    ...apiError(status, error.message),
    success: false,
    code: CODE_BY_STATUS[status] ?? 'bad_request',
    ...details,
  });
}

const SITE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export async function registerMemberRoutes(
  app: FastifyInstance,
  context: ApiContext,
  options: MemberRouteOptions,
): Promise<void> {
  const members: MembersContext = {
    db: context.db,
    clock: context.clock,
    mailer: context.mailer,
    salt: options.fingerprintSalt,
    links: options.siteLinks,
  };
  const pictures = new PictureStore(options.attachmentsDir);
  const memberClients = new Set(
    options.clients
      .filter((client) => (client.scopes as readonly string[]).includes(SCOPE_MEMBER_MANAGE))
      .map((client) => client.client_id),
  );

  async function requireSite(request: FastifyRequest): Promise<string> {
    const header = request.headers[MEMBER_SITE_HEADER];
    if (typeof header !== 'string' || !SITE_ID.test(header)) {
      throw memberFailure(400, 'bad_request', 'The X-Site-Id header names the member’s site');
    }
    if (!(await siteExists(context.db, header)))
      throw memberFailure(404, 'not_found', `No site has the id "${header}"`);
    request.memberSiteId = header;
    return header;
  }

  const clientGuard = context.requireScope(SCOPE_MEMBER_MANAGE);
  const unauthorizedMember = (message: string) =>
    new HttpError(
      401,
      message,
      { 'www-authenticate': 'Bearer realm="dept-api members", error="invalid_token"' },
      { code: 'unauthorized' },
    );

  /** The member token of `Authorization: Bearer`: live, of this site, issued through a client still allowed. */
  async function memberGuard(request: FastifyRequest): Promise<void> {
    const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(request.headers.authorization ?? '');
    if (!match) throw unauthorizedMember('A member token is required (Authorization: Bearer <member token>)');
    const siteId = await requireSite(request);
    const holder = await sessionOf(context.db, context.clock(), match[1]!);
    if (!holder || holder.member.siteId !== siteId || !memberClients.has(holder.clientId)) {
      throw unauthorizedMember('The member token is invalid, has expired or was revoked');
    }
    request.memberSession = holder;
  }

  function memberRoute(operationId: OperationId, guard: 'client' | 'member') {
    const route = contractRoute(operationId);
    return {
      method: route.method,
      url: route.url,
      schema: route.schema,
      onRequest:
        guard === 'client'
          ? [clientGuard, async (request: FastifyRequest) => void (await requireSite(request))]
          : [memberGuard],
    };
  }
  const session = (request: FastifyRequest) => request.memberSession!;
  const site = (request: FastifyRequest) => request.memberSiteId!;

  await app.register(async (scope) => {
    scope.decorateRequest('memberSiteId', null);
    scope.decorateRequest('memberSession', null);
    scope.setErrorHandler(answerMemberFailure);
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    scope.route<{ Body: JsonBody<'memberSignup'> }>({
      ...memberRoute('memberSignup', 'client'),
      handler: async (request, reply) => {
        await signUp(members, site(request), request.body);
        return reply
          .code(201)
          .send({ success: true, message: 'Registered: a verification link is on its way to the address' });
      },
    });

    scope.route<{ Body: JsonBody<'memberLogin'> }>({
      ...memberRoute('memberLogin', 'client'),
      handler: async (request) => {
        const issued = await logIn(members, site(request), request.tokenHolder!.clientId, request.body);
        return {
          success: true,
          access_token: issued.accessToken,
          token_type: 'Bearer',
          expires_in: MEMBER_TOKEN_LIFETIME_SECONDS,
          data: profileOf(issued.member),
        };
      },
    });

    scope.route({
      ...memberRoute('memberLogout', 'member'),
      handler: async (request) => {
        await logOut(context.db, context.clock(), session(request));
        return { success: true, message: 'Logged out: the member token no longer works' };
      },
    });

    scope.route<{ Body: JsonBody<'memberVerifyEmail'> }>({
      ...memberRoute('memberVerifyEmail', 'client'),
      handler: async (request) => {
        await verifyEmail(members, site(request), request.body.token);
        return { success: true, message: 'The e-mail address is verified: the member can log in now' };
      },
    });

    scope.route<{ Body: JsonBody<'memberResendVerification'> }>({
      ...memberRoute('memberResendVerification', 'client'),
      handler: async (request, reply) => {
        await resendVerification(members, site(request), request.body);
        return reply
          .code(202)
          .send({ success: true, message: 'If the address needs one, a verification link is on its way' });
      },
    });

    scope.route<{ Body: JsonBody<'memberForgotPassword'> }>({
      ...memberRoute('memberForgotPassword', 'client'),
      handler: async (request, reply) => {
        await forgotPassword(members, site(request), request.body);
        return reply
          .code(202)
          .send({ success: true, message: 'If the address is a member’s, a reset link is on its way' });
      },
    });

    scope.route<{ Body: JsonBody<'memberResetPassword'> }>({
      ...memberRoute('memberResetPassword', 'client'),
      handler: async (request) => {
        await resetPassword(members, site(request), request.body);
        return { success: true, message: 'The new password is set; every session of the member has ended' };
      },
    });

    scope.route<{ Body: JsonBody<'memberProfileByEmail'> }>({
      ...memberRoute('memberProfileByEmail', 'member'),
      handler: async (request) => {
        const holder = session(request);
        if (request.body.email.trim().toLowerCase() !== holder.member.emailKey) {
          throw memberFailure(403, 'email_mismatch', 'The e-mail address is not the logged-in member’s');
        }
        return { success: true, data: profileOf(holder.member) };
      },
    });

    scope.route({
      ...memberRoute('memberProfile', 'member'),
      handler: async (request) => ({ success: true, data: profileOf(session(request).member) }),
    });

    scope.route<{ Params: PathParams<'memberUpdateProfile'>; Body: JsonBody<'memberUpdateProfile'> }>({
      ...memberRoute('memberUpdateProfile', 'member'),
      handler: async (request) => {
        requireOwnId(session(request), request.params.id, request.body.id);
        const row = await updateProfile(members, session(request), request.body);
        return { success: true, data: profileOf(row) };
      },
    });

    scope.route<{ Params: PathParams<'memberChangePassword'>; Body: JsonBody<'memberChangePassword'> }>({
      ...memberRoute('memberChangePassword', 'member'),
      handler: async (request) => {
        requireOwnId(session(request), request.params.id, request.body.id);
        await changePassword(members, session(request), request.body);
        return { success: true, message: 'The password is changed; the member’s other sessions have ended' };
      },
    });

    scope.route<{ Params: PathParams<'memberPicture'> }>({
      ...memberRoute('memberPicture', 'member'),
      handler: async (request, reply) => {
        requireOwnId(session(request), request.params.id);
        const picture = await pictures.read(session(request).member);
        if (!picture) throw memberFailure(404, 'not_found', 'The member has no profile picture');
        return reply
          .header('content-type', picture.contentType)
          .header('x-content-type-options', 'nosniff')
          .send(picture.bytes);
      },
    });

    await scope.register(async (upload) => {
      await upload.register(multipart, {
        limits: {
          fileSize: MEMBER_PICTURE_MAX_BYTES,
          files: 1,
          fields: 2,
          parts: 3,
          fieldSize: 1024,
          headerPairs: 20,
        },
        throwFileSizeLimit: false,
      });
      upload.route<{ Params: PathParams<'memberUploadPicture'> }>({
        ...memberRoute('memberUploadPicture', 'member'),
        handler: async (request) => {
          requireOwnId(session(request), request.params.id);
          const declared = Number(request.headers['content-length'] ?? 0);
          if (declared > MEMBER_PICTURE_MAX_BYTES + 64 * 1024) {
            throw memberFailure(413, 'payload_too_large', 'The picture is over 2 MiB');
          }
          if (!request.isMultipart()) {
            throw memberFailure(415, 'unsupported_media_type', 'The picture is sent as multipart/form-data');
          }
          const file = await request.file();
          if (!file || file.fieldname !== 'picture') {
            throw memberFailure(422, 'invalid_input', 'No picture was sent', {
              problems: [{ field: 'picture', message: 'forms.errors.pictureFormat' }],
            });
          }
          const data = await file.toBuffer();
          const truncated = file.file.truncated;
          const picture = await preparePicture(truncated ? Buffer.alloc(MEMBER_PICTURE_MAX_BYTES + 1) : data);
          const row = await pictures.replace(context.db, session(request).member, picture);
          return { success: true, data: profileOf(row) };
        },
      });
    });

    scope.route<{ Querystring: QueryParams<'listNewsletterTypes'> }>({
      ...memberRoute('listNewsletterTypes', 'client'),
      handler: async (request) => ({
        success: true,
        data: await listNewsletterTypes(context.db, site(request), request.query.lang ?? 'th'),
      }),
    });

    scope.route({
      ...memberRoute('memberSubscriptions', 'member'),
      handler: async (request) => ({
        success: true,
        data: await memberSubscriptions(context.db, session(request).member),
      }),
    });

    scope.route<{ Body: JsonBody<'memberUpdateSubscriptions'> }>({
      ...memberRoute('memberUpdateSubscriptions', 'member'),
      handler: async (request) => ({
        success: true,
        data: await updateMemberSubscriptions(members, session(request).member, request.body),
      }),
    });

    scope.route<{ Body: JsonBody<'newsletterSubscribe'> }>({
      ...memberRoute('newsletterSubscribe', 'client'),
      handler: async (request, reply) => {
        await subscribeGuest(members, site(request), request.body);
        return reply.code(202).send({ success: true, message: 'A confirmation link is on its way' });
      },
    });

    scope.route<{ Body: JsonBody<'newsletterConfirm'> }>({
      ...memberRoute('newsletterConfirm', 'client'),
      handler: async (request) => ({
        success: true,
        data: await confirmGuest(members, site(request), request.body.token),
      }),
    });

    scope.route<{ Body: JsonBody<'newsletterUnsubscribe'> }>({
      ...memberRoute('newsletterUnsubscribe', 'client'),
      handler: async (request) => {
        await unsubscribe(members, site(request), request.body.token);
        return {
          success: true,
          message: 'Unsubscribed: no more newsletters go to this address from the site',
        };
      },
    });
  });
}
