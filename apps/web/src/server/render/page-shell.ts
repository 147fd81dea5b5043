import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Client } from '@urql/core';
import type { Language } from '@probation/i18n';
import { siteDomainOf } from '../site/index.ts';
import { PageShellDocument, type PageShellQuery } from '../../shared/generated/graphql.ts';
import { runPageQuery } from './page-query.ts';

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
  const outcome = await runPageQuery(client, request, reply, PageShellDocument, { lang });
  if (outcome.ok) return { kind: 'site', shell: outcome.data };
  if (outcome.code === 'SITE_NOT_FOUND') return { kind: 'siteNotFound', host: siteDomainOf(request) };
  return { kind: 'failed', status: outcome.status, code: outcome.code };
}
