import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Client } from '@urql/core';
import type { Language } from '@probation/i18n';
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

  // urql rebuilds GraphQL errors from their JSON shape: the gateway's error code is the signal that survives.
  const code = result.error?.graphQLErrors[0]?.extensions?.code;
  if (code === 'SITE_NOT_FOUND') return { kind: 'siteNotFound', host: siteDomainOf(request) };
  request.log.error({ err: result.error }, 'page shell query failed');
  const knownCode = typeof code === 'string' && code in statusOfCode ? code : 'INTERNAL_SERVER_ERROR';
  return { kind: 'failed', status: statusOfCode[knownCode]!, code: knownCode };
}

/** The status a visitor gets for a failure the gateway reports by code. */
const statusOfCode: Record<string, number> = {
  UPSTREAM_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  INTERNAL_SERVER_ERROR: 500,
};
