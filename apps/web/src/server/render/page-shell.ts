import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Client } from '@urql/core';
import type { Language } from '@probation/i18n';
import { AppError } from '../errors.ts';
import { createGraphqlContext } from '../graphql/context.ts';
import { siteDomainOf } from '../site/index.ts';
import { PageShellDocument, type PageShellQuery } from '../../shared/generated/graphql.ts';

export type PageShell = PageShellQuery;

export type ShellOutcome =
  | { kind: 'site'; shell: PageShell }
  | { kind: 'siteNotFound'; host: string }
  | { kind: 'failed'; status: number; code: string };

/** Runs the page-shell query in process for this request's site and language. */
export async function loadPageShell(
  client: Client,
  request: FastifyRequest,
  reply: FastifyReply,
  lang: Language,
): Promise<ShellOutcome> {
  const result = await client
    .query(PageShellDocument, { lang }, { gatewayContext: createGraphqlContext(request, reply) })
    .toPromise();
  if (result.data && !result.error) return { kind: 'site', shell: result.data };

  const cause = result.error?.graphQLErrors[0]?.originalError ?? result.error?.networkError;
  if (cause instanceof AppError) {
    if (cause.code === 'SITE_NOT_FOUND') return { kind: 'siteNotFound', host: siteDomainOf(request) };
    request.log.error({ err: cause }, 'page shell query failed');
    return { kind: 'failed', status: cause.statusCode, code: cause.code };
  }
  request.log.error({ err: cause ?? result.error }, 'page shell query failed');
  return { kind: 'failed', status: 500, code: 'INTERNAL_SERVER_ERROR' };
}
