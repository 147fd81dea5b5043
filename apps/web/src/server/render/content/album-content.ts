import type { FastifyRequest } from 'fastify';
import type { Language } from '@probation/i18n';
import { AlbumDetailPageDocument, AlbumListPageDocument } from '../../../shared/generated/graphql.ts';
import type { NewsFilters } from '../../../shared/news-filters.ts';
import type { SectionData } from '../../../shared/page-state.ts';
import { itemPath } from '../../../shared/routes.ts';
import { absoluteUrl, failed, found, type ContentOutcome, type PageQuery } from './content-outcome.ts';

/** Albums a list page shows. */
export const ALBUM_LIST_PAGE_SIZE = 12;

/** A photos section's albums: one page, filtered by year (a category in the URL means nothing here). */
export async function albumList(
  query: PageQuery,
  lang: Language,
  section: SectionData,
  requested: NewsFilters,
): Promise<ContentOutcome> {
  const filters = { ...requested, category: null };
  const outcome = await query(AlbumListPageDocument, {
    lang,
    section: section.urlname,
    page: filters.page,
    pageSize: ALBUM_LIST_PAGE_SIZE,
    year: filters.year,
  });
  if (!outcome.ok) return failed(outcome);
  return found({ kind: 'albumList', section, filters, albums: outcome.data.currentSite.albums });
}

/** One album of a photos section; an unknown album, or one of another section, is "not found". */
export async function albumDetail(
  query: PageQuery,
  request: FastifyRequest,
  lang: Language,
  section: SectionData,
  id: string,
): Promise<ContentOutcome> {
  const outcome = await query(AlbumDetailPageDocument, { lang, id });
  if (!outcome.ok) return failed(outcome);
  const { album } = outcome.data.currentSite;
  if (album?.section !== section.urlname) return { kind: 'notFound' };
  const url = await absoluteUrl(request, itemPath(lang, section.urlname, album.id));
  return found({ kind: 'albumDetail', section, album, url });
}
