import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InProcessGateway } from './in-process-gateway.ts';
import type { Language } from '@probation/i18n';
import { siteDomainOf } from '../site/index.ts';
import { BoundedMap } from '../cache/bounded-map.ts';
import { deepFreeze } from '../cache/deep-freeze.ts';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  HomePageShellDocument,
  PageShellDocument,
  SectionPageShellDocument,
  SiteLayoutDocument,
  type PageShellQuery,
} from '../../shared/generated/graphql.ts';
import type { SectionRow } from '../../pages/page-kind.ts';
import type { HomeContentData, LayoutData } from '../../shared/page-state.ts';
import { runPageQuery, type QueryOutcome } from './page-query.ts';

/** What every page of a site renders with: the site, its maintenance state and its whole layout. */
export interface PageShell {
  buildId: string;
  currentSite: Omit<PageShellQuery['currentSite'], 'layout'> & { layout: LayoutData };
}

export type ShellOutcome =
  | { kind: 'site'; shell: PageShell; homeContent?: HomeContentData; section?: SectionRow | null }
  | { kind: 'siteNotFound'; host: string }
  | { kind: 'failed'; status: number; code: string };

/** What a page asks of its shell query beyond the shell: the home page its content, a section's page its section. */
export type ShellPart = { kind: 'home' } | { kind: 'section'; urlname: string } | { kind: 'none' };

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
 * Runs the page-shell query in process for this request's site and language, with the page's part in the same
 * execution: the home page's content (when only that failed, the home page is shown without it), or the section a
 * section's path names (when only that failed, the site is in maintenance or the section's failure is the page's).
 */
export async function loadPageShell(
  gateway: InProcessGateway,
  request: FastifyRequest,
  reply: FastifyReply,
  lang: Language,
  part: ShellPart,
): Promise<ShellOutcome> {
  const run = <T, V extends object>(document: TypedDocumentNode<T, V>, variables: V) =>
    runPageQuery(gateway, request, reply, document, variables);
  if (part.kind === 'home') {
    const home = await run(HomePageShellDocument, { lang });
    if (home.ok) {
      const { buildId, currentSite } = home.data;
      const { id, domain, maintenance, layout, ...homeContent } = currentSite;
      const shell = await withLayout(gateway, request, reply, lang, {
        buildId,
        currentSite: { id, domain, maintenance, layout },
      });
      return withPart(shell, { homeContent });
    }
    if (!home.failedFields.every((field) => homeContentFields.has(field))) return failure(request, home);
  }
  if (part.kind === 'section') {
    const outcome = await run(SectionPageShellDocument, { lang, urlname: part.urlname });
    if (outcome.ok) {
      const { section, ...site } = outcome.data.currentSite;
      const shell = await withLayout(gateway, request, reply, lang, {
        buildId: outcome.data.buildId,
        currentSite: site,
      });
      return withPart(shell, { section });
    }
    if (!outcome.failedFields.every((field) => field === 'section')) return failure(request, outcome);
    const plain = await run(PageShellDocument, { lang });
    const inMaintenance = plain.ok && plain.data.currentSite.maintenance.enabled;
    return inMaintenance ? withLayout(gateway, request, reply, lang, plain.data) : failure(request, outcome);
  }
  const outcome = await run(PageShellDocument, { lang });
  return outcome.ok ? withLayout(gateway, request, reply, lang, outcome.data) : failure(request, outcome);
}

function withPart(
  outcome: ShellOutcome,
  part: { homeContent?: HomeContentData; section?: SectionRow | null },
): ShellOutcome {
  return outcome.kind === 'site' ? { ...outcome, ...part } : outcome;
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
