import type { FastifyRequest } from 'fastify';

/**
 * The path of a page request: no query string, no trailing slash (`/th/` is `/th`, `/` stays `/`), and one
 * leading slash: `//evil.example/th` would otherwise be printed into links as a protocol-relative URL to
 * another host. The target is already origin-form and in its one spelling (site/request-target.ts, decision 0602:
 * another spelling was sent to it), so this path is the page cache's key and the canonical URL's path as it is.
 */
export function requestPath(request: FastifyRequest): string {
  const { url } = request;
  if (isPlainPath(url)) return url;
  const path = `/${(request.url.split('?')[0] ?? '').replace(/^\/+/, '')}`;
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** `/x…` with one leading slash, no query and no trailing slash: the usual target, already a request path. */
function isPlainPath(url: string): boolean {
  return (
    url.length > 1 &&
    url.charCodeAt(0) === SLASH &&
    url.charCodeAt(1) !== SLASH &&
    url.charCodeAt(url.length - 1) !== SLASH &&
    !url.includes('?')
  );
}

const SLASH = 0x2f;
