import type { FastifyRequest } from 'fastify';

/** The path of a page request: no query string, no trailing slash (`/th/` is `/th`, `/` stays `/`). */
export function requestPath(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}
