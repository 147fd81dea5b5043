import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC_ERROR_MESSAGES } from '../../errors.ts';
import type { ErrorPageRenderer } from '../../rate-limit/too-many-requests.ts';
import { resolveSiteOrigin } from '../../site/public-origin.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A state-changing route any origin may call, because a token in the request is its whole authority, not a
     * cookie (the newsletter mails' links, posted by a mail client: RFC 8058).
     */
    anyOrigin?: boolean;
  }
}

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin a Referer names, or 'null' when it names none (an opaque or unreadable value never matches). */
function refererOrigin(referer: string): string {
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * Whether a state-changing request comes from a page of its own site (docs/decisions/0601). The browser's
 * `Origin` (else the `Referer`'s origin) must be the site's public origin, from configuration (0225), never from
 * the request's Host alone. A request naming neither is a browser's only if it carries cookies or Sec-Fetch
 * headers, and is then refused; an internal tool calling without cookies has no session anyone could ride on.
 */
export async function isFromOwnSite(request: FastifyRequest): Promise<boolean> {
  const { origin, referer, cookie } = request.headers;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return false;
  const claimed = origin ?? (referer === undefined ? undefined : refererOrigin(referer));
  if (claimed === undefined) return cookie === undefined && fetchSite === undefined;
  return claimed === (await resolveSiteOrigin(request));
}

const isGraphql = (url: string) => url === '/graphql' || url.startsWith('/graphql?');

/**
 * The refusal in the caller's own terms, never stored: a GraphQL error on /graphql, the error screen in the
 * visitor's language for a browser's form (it says the form was not accepted and nothing was changed), else JSON.
 */
function refuse(request: FastifyRequest, reply: FastifyReply, renderErrorPage?: ErrorPageRenderer) {
  request.log.info({ method: request.method }, 'state-changing request from another origin refused');
  reply.code(403).header('cache-control', 'no-store');
  const message = PUBLIC_ERROR_MESSAGES.FORBIDDEN;
  if (isGraphql(request.url)) {
    return reply.send({ data: null, errors: [{ message, extensions: { code: 'FORBIDDEN' } }] });
  }
  if (renderErrorPage && (request.headers.accept ?? '').includes('text/html')) {
    return renderErrorPage(request, reply, 403);
  }
  return reply.send({ statusCode: 403, code: 'FORBIDDEN', message });
}

/**
 * Every POST, PUT, PATCH and DELETE of the website (the public forms, the members forms and logout, /graphql)
 * is refused with 403 unless it comes from a page of its own site; checked before the body is read.
 */
export default fp(
  async (app, options: { pages?: boolean }) => {
    let renderErrorPage: ErrorPageRenderer | undefined;
    if (options.pages) ({ renderErrorPage } = await import('../../render/page-render.ts'));
    app.addHook('onRequest', async (request, reply) => {
      if (!STATE_CHANGING_METHODS.has(request.method) || request.routeOptions.config?.anyOrigin) return;
      if (!(await isFromOwnSite(request))) return refuse(request, reply, renderErrorPage);
    });
  },
  { name: 'same-origin-posts', dependencies: ['sites'] },
);
