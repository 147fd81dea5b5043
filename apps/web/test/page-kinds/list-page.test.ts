import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../src/shared/texts/i18n.ts';
import { yearListPage } from '../../src/pages/list-page.ts';
import type { PageQuery, SectionLoadRequest } from '../../src/pages/page-kind.ts';

type Photos = { page: number; pageCount: number; total: number; items: string[] };
type PhotosQuery = { currentSite: { photos: Photos } };

const photosDocument = {} as TypedDocumentNode<
  PhotosQuery,
  { lang: 'th' | 'en'; section: string; page: number; pageSize: number; year?: number | null }
>;

const photosPage = yearListPage({
  document: photosDocument,
  list: (data) => data.currentSite.photos,
  pageSize: 12,
  description: 'meta.description.albumList',
});

const section = {
  urlname: 'photos',
  type: 'photos' as const,
  title: 'Photo gallery',
  parent: null,
  url: null,
};

/** A section's list request, its query answered by `answer` (and the variables it was asked with kept). */
function requestOf(answer: Awaited<ReturnType<PageQuery>>) {
  const asked: unknown[] = [];
  const query = (async (_document: unknown, variables: unknown) => {
    asked.push(variables);
    return answer;
  }) as PageQuery;
  const request = {
    lang: 'en',
    t: i18nFor('en').t,
    site: { layout: { siteName: 'Department of Probation' } },
    query,
    section,
    filters: { page: 2, category: 'activities', year: 2025 },
  } as unknown as SectionLoadRequest;
  return { request, asked };
}

describe('a list page kind filtered by year (yearListPage)', () => {
  const photos: Photos = { page: 2, pageCount: 3, total: 30, items: ['a', 'b'] };

  it('asks for one page of the section at its size and year; a category means nothing and is dropped', async () => {
    const { request, asked } = requestOf({ ok: true, data: { currentSite: { photos } } });
    const outcome = await photosPage.load(request);
    expect(asked).toEqual([{ lang: 'en', section: 'photos', page: 2, pageSize: 12, year: 2025 }]);
    expect(outcome).toMatchObject({
      kind: 'page',
      view: {
        content: {
          section: { urlname: 'photos', type: 'photos', title: 'Photo gallery' },
          filters: { page: 2, category: null, year: 2025 },
          list: photos,
        },
      },
    });
  });

  it('passes a failed query on with its status and code', async () => {
    const { request } = requestOf({ ok: false, status: 503, code: 'UPSTREAM_UNAVAILABLE', failedFields: [] });
    expect(await photosPage.load(request)).toEqual({
      kind: 'failed',
      status: 503,
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });

  it('is titled by its section, described by the section and the site, paged and addressed by its filters', async () => {
    const { request } = requestOf({ ok: true, data: { currentSite: { photos } } });
    const outcome = await photosPage.load(request);
    const t = i18nFor('en').t;
    expect(outcome.kind === 'page' && outcome.view).toMatchObject({
      title: 'Photo gallery',
      description: t('meta.description.albumList', {
        section: 'Photo gallery',
        siteName: 'Department of Probation',
      }),
      paging: { page: 2, pageCount: 3 },
      appliedQuery: '?year=2025&page=2',
    });
  });
});
