import type { FastifyRequest } from 'fastify';
import type { TypedDocumentNode } from '@urql/core';
import type { PageContent, SectionData, SectionLink } from '../../../shared/page-state.ts';
import { resolveSiteOrigin } from '../../site/public-origin.ts';
import type { QueryOutcome } from '../page-query.ts';

/** What loading a page's own data came to: its content, "not found", a redirect, or the failure to show. */
export type ContentOutcome =
  | { kind: 'content'; content: PageContent | undefined }
  | { kind: 'notFound' }
  | { kind: 'redirect'; location: string }
  | { kind: 'failed'; status: number; code: string };

/** Runs one page query in process for the request being rendered (see runPageQuery). */
export type PageQuery = <T, V extends object>(
  document: TypedDocumentNode<T, V>,
  variables: V,
) => Promise<QueryOutcome<T>>;

export function found(content: PageContent | undefined): ContentOutcome {
  return { kind: 'content', content };
}

export function failed(outcome: { status: number; code: string }): ContentOutcome {
  return { kind: 'failed', status: outcome.status, code: outcome.code };
}

/** A section as a breadcrumb or sub-navigation link. */
export function linkOf(section: { urlname: string; title: string }): SectionLink {
  return { urlname: section.urlname, title: section.title };
}

/** A section as a page carries it: its urlname, type and title, without the query's other fields. */
export function sectionOnly(section: SectionData): SectionData {
  return { urlname: section.urlname, type: section.type, title: section.title };
}

/** The absolute URL of a site path on the site's public origin (share links, JSON-LD): never the request's host. */
export async function absoluteUrl(request: FastifyRequest, path: string): Promise<string> {
  return (await resolveSiteOrigin(request)) + path;
}
