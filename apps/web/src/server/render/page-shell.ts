import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InProcessGateway } from './in-process-gateway.ts';
import type { Language } from '@probation/i18n';
import { siteDomainOf } from '../site/index.ts';
import { BoundedMap } from '../cache/bounded-map.ts';
import { deepFreeze } from '../cache/deep-freeze.ts';
import {
  HomePageShellDocument,
  PageShellDocument,
  SiteLayoutDocument,
  type PageShellQuery,
} from '../../shared/generated/graphql.ts';
import type { HomeContentData, LayoutData } from '../../shared/page-state.ts';
import { runPageQuery, type QueryOutcome } from './page-query.ts';

/** What every page of a site renders with: the site, its maintenance state and its whole layout. */
export interface PageShell {
  buildId: string;
  currentSite: Omit<PageShellQuery['currentSite'], 'layout'> & { layout: LayoutData };
}

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
 * Layouts by language and version, as the SiteLayout query answers them (decision 0428). The version is a hash of
 * everything in the upstream layout (decision 0422), so a layout kept here is the one any site with that version
 * shows. A fresh render asks the shell for the version only, and copies a layout (its menu and footer: hundreds of
 * objects, held while the page's own data is on its way) only when this process has not seen that version. About
 * two entries per site; versions never come from a visitor, and a flood of them would only empty the map. Each is
 * frozen: every render of every site with that version reads the same object.
 */
const layouts = new BoundedMap<string, LayoutData>(512);

/**
 * Runs the page-shell query in process for this request's site and language; for the home page, the query that
 * also carries its own content (one GraphQL execution per render). When only that content failed, the home page
 * is shown without it.
 */
export async function loadPageShell(
  gateway: InProcessGateway,
  request: FastifyRequest,
  reply: FastifyReply,
  lang: Language,
  withHomeContent = false,
): Promise<ShellOutcome> {
  if (withHomeContent) {
    const home = await runPageQuery(gateway, request, reply, HomePageShellDocument, { lang });
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
      const shell = await withLayout(gateway, request, reply, lang, {
        buildId: home.data.buildId,
        currentSite,
      });
      if (shell.kind !== 'site') return shell;
      return {
        ...shell,
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
    if (!home.failedFields.every((field) => homeContentFields.has(field))) return failure(request, home);
  }
  const outcome = await runPageQuery(gateway, request, reply, PageShellDocument, { lang });
  return outcome.ok ? withLayout(gateway, request, reply, lang, outcome.data) : failure(request, outcome);
}

/** The shell with the whole layout of the version it names: the one held here, else asked for (and kept). */
async function withLayout(
  gateway: InProcessGateway,
  request: FastifyRequest,
  reply: FastifyReply,
  lang: Language,
  shell: PageShellQuery,
): Promise<ShellOutcome> {
  let layout = layouts.get(layoutKey(lang, shell.currentSite.layout.version));
  if (!layout) {
    const outcome = await runPageQuery(gateway, request, reply, SiteLayoutDocument, { lang });
    if (!outcome.ok) return failure(request, outcome);
    // Changed since the shell was read: the newer layout is shown, and kept under its own version.
    layout = deepFreeze(outcome.data.currentSite.layout);
    layouts.set(layoutKey(lang, layout.version), layout);
  }
  return { kind: 'site', shell: { buildId: shell.buildId, currentSite: { ...shell.currentSite, layout } } };
}

function layoutKey(lang: Language, version: string): string {
  return `${lang}:${version}`;
}

function failure(request: FastifyRequest, outcome: QueryOutcome<unknown> & { ok: false }): ShellOutcome {
  if (outcome.code === 'SITE_NOT_FOUND') return { kind: 'siteNotFound', host: siteDomainOf(request) };
  return { kind: 'failed', status: outcome.status, code: outcome.code };
}
