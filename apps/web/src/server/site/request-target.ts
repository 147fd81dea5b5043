import type { FastifyReply, FastifyRequest } from 'fastify';
import { canonicalPath } from '../http/canonical-path.ts';

const absoluteForm = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)([^#]*)/i;

/**
 * An absolute-form request target (`GET http://evil.example/th HTTP/1.1`) becomes origin-form before anything
 * reads it: the path and query stay, and, as RFC 9112 §3.2.2 asks of an origin server, the target's authority
 * replaces the Host header. That authority is then just another hostile host name: it goes through the same
 * normalisation and site lookup, and absolute URLs come from configuration either way (docs/decisions/0226).
 */
export function useOriginFormTarget(request: FastifyRequest): void {
  const { raw } = request;
  const target = raw.url ?? '/';
  if (target.startsWith('/')) return;
  const match = absoluteForm.exec(target);
  if (!match) return;
  const rest = match[2] ?? '';
  raw.url = rest.startsWith('/') ? rest : `/${rest}`;
  raw.headers.host = match[1] ?? '';
}

/**
 * Answers a request whose path is not in its one spelling (docs/decisions/0602): 308 to the canonical path, the
 * query as it came, when it has one; the not-found answer when it has none (a broken escape, `%00`, `%2F`). True
 * when it answered: nothing else then sees the request, so no other spelling reaches the router's pages, the page
 * cache or a link. The Location is a path: the canonical one starts with a single `/`, never `//`.
 */
export function answeredNonCanonicalTarget(request: FastifyRequest, reply: FastifyReply): boolean {
  const target = request.raw.url ?? '/';
  if (!target.startsWith('/')) return false; // `OPTIONS *`
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const canonical = canonicalPath(path);
  if (canonical === path) return false;
  if (canonical === null) {
    reply.callNotFound();
  } else {
    reply.redirect(queryAt === -1 ? canonical : canonical + target.slice(queryAt), 308);
  }
  return true;
}
