import type { FastifyRequest } from 'fastify';

/**
 * The path of a page request: no query string, no trailing slash (`/th/` is `/th`, `/` stays `/`), and one
 * leading slash: `//evil.example/th` would otherwise be printed into links as a protocol-relative URL to
 * another host. The target is already origin-form (site/request-target.ts).
 */
export function requestPath(request: FastifyRequest): string {
  const path = `/${(request.url.split('?')[0] ?? '').replace(/^\/+/, '')}`;
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}
