import type { FastifyRequest } from 'fastify';

/** The language a fake route answers in: English when asked with `?lang=en`, else Thai. */
export function langOf(request: FastifyRequest): 'th' | 'en' {
  return (request.query as { lang?: string }).lang === 'en' ? 'en' : 'th';
}

/** The site a fake route was asked about (its `:siteId`). */
export function siteOf(request: FastifyRequest): string {
  return (request.params as { siteId: string }).siteId;
}

/** One page of a fake list, in the contract's shape: the items on that page (each answered), the total and the paging. */
export function listPage<T, A>(all: readonly T[], page: number, pageSize: number, answer: (item: T) => A) {
  return {
    items: all.slice((page - 1) * pageSize, page * pageSize).map(answer),
    total: all.length,
    page,
    page_size: pageSize,
  };
}
