import type { FastifyRequest } from 'fastify';

/** The language a fake route answers in: English when asked with `?lang=en`, else Thai. */
export function langOf(request: FastifyRequest): 'th' | 'en' {
  return (request.query as { lang?: string }).lang === 'en' ? 'en' : 'th';
}

/** The site a fake route was asked about (its `:siteId`). */
export function siteOf(request: FastifyRequest): string {
  return (request.params as { siteId: string }).siteId;
}
