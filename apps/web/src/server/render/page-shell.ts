import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Client } from '@urql/core';
import type { Language } from '@probation/i18n';
import { siteDomainOf } from '../site/index.ts';
import {
  HomePageShellDocument,
  PageShellDocument,
  type PageShellQuery,
} from '../../shared/generated/graphql.ts';
import type { HomeContentData } from '../../shared/page-state.ts';
import { runPageQuery } from './page-query.ts';

export type PageShell = PageShellQuery;

export type ShellOutcome =
  | { kind: 'site'; shell: PageShell; homeContent?: HomeContentData }
  | { kind: 'siteNotFound'; host: string }
  | { kind: 'failed'; status: number; code: string };

/** Fields of the home page's shell query that the home page can do without. */
const homeContentFields = new Set([
  'highlights',
  'latest',
  'promotions',
  'upcomingEvents',
  'calendarSections',
  'latestDocuments',
  'latestVideos',
]);

/**
 * Runs the page-shell query in process for this request's site and language; for the home page, the query that
 * also carries its own content (one GraphQL execution per render). When only that content failed, the home page
 * is shown without it.
 */
export async function loadPageShell(
  client: Client,
  request: FastifyRequest,
  reply: FastifyReply,
  lang: Language,
  withHomeContent = false,
): Promise<ShellOutcome> {
  if (withHomeContent) {
    const home = await runPageQuery(client, request, reply, HomePageShellDocument, { lang });
    if (home.ok) {
      const {
        highlights,
        latest,
        promotions,
        upcomingEvents,
        calendarSections,
        latestDocuments,
        latestVideos,
        ...currentSite
      } = home.data.currentSite;
      return {
        kind: 'site',
        shell: { buildId: home.data.buildId, currentSite },
        homeContent: {
          highlights,
          latest,
          promotions,
          upcomingEvents,
          calendarSections,
          latestDocuments,
          latestVideos,
        },
      };
    }
    if (!home.failedFields.every((field) => homeContentFields.has(field))) {
      if (home.code === 'SITE_NOT_FOUND') return { kind: 'siteNotFound', host: siteDomainOf(request) };
      return { kind: 'failed', status: home.status, code: home.code };
    }
  }
  const outcome = await runPageQuery(client, request, reply, PageShellDocument, { lang });
  if (outcome.ok) return { kind: 'site', shell: outcome.data };
  if (outcome.code === 'SITE_NOT_FOUND') return { kind: 'siteNotFound', host: siteDomainOf(request) };
  return { kind: 'failed', status: outcome.status, code: outcome.code };
}
