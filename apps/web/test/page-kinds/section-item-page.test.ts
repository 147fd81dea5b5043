import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import type { ItemLoadRequest, PageQuery } from '../../src/pages/page-kind.ts';
import { sectionItemPage } from '../../src/pages/section-item-page.ts';

type Clip = { id: string; section: string; title: string; summary: string };
type ClipQuery = { currentSite: { clip: Clip | null } };

const clipPage = sectionItemPage({
  document: {} as TypedDocumentNode<ClipQuery, { lang: 'th' | 'en'; id: string }>,
  variables: ({ lang, id }) => ({ lang, id }),
  item: (data) => data.currentSite.clip,
  description: (clip) => clip.summary || null,
  head: (content, request) => [`<meta property="og:url" content="${content.url}">`, request.lang],
});

const section = { urlname: 'clips', type: 'videos' as const, title: 'Clips', parent: null, url: null };

/** An item's request in the section `clips`, its query answered by `answer` (the variables it was asked with kept). */
function requestOf(answer: Awaited<ReturnType<PageQuery>>) {
  const asked: unknown[] = [];
  const query = (async (_document: unknown, variables: unknown) => {
    asked.push(variables);
    return answer;
  }) as PageQuery;
  const origin = 'https://www.example.go.th';
  return {
    request: { lang: 'en', query, section, id: 'c1', origin } as unknown as ItemLoadRequest,
    asked,
  };
}

describe("a section item's page kind (sectionItemPage)", () => {
  const clip: Clip = { id: 'c1', section: 'clips', title: 'A clip', summary: '' };

  it('shows the item of the section its path names, titled and described by it, its head from its content', async () => {
    const { request, asked } = requestOf({ ok: true, data: { currentSite: { clip } } });
    const outcome = await clipPage.load(request);
    expect(asked).toEqual([{ lang: 'en', id: 'c1' }]);
    expect(outcome).toEqual({
      kind: 'page',
      view: {
        content: {
          section: { urlname: 'clips', type: 'videos', title: 'Clips' },
          item: clip,
          url: 'https://www.example.go.th/en/clips/c1',
        },
        title: 'A clip',
        description: null,
        head: ['<meta property="og:url" content="https://www.example.go.th/en/clips/c1">', 'en'],
      },
    });
  });

  it('answers "not found" for an unknown item and for one of another section', async () => {
    const unknown = requestOf({ ok: true, data: { currentSite: { clip: null } } });
    expect(await clipPage.load(unknown.request)).toEqual({ kind: 'notFound' });
    const elsewhere = requestOf({ ok: true, data: { currentSite: { clip: { ...clip, section: 'other' } } } });
    expect(await clipPage.load(elsewhere.request)).toEqual({ kind: 'notFound' });
  });

  it('passes a failed query on', async () => {
    const { request } = requestOf({ ok: false, status: 502, code: 'UPSTREAM_ERROR', failedFields: [] });
    expect(await clipPage.load(request)).toEqual({ kind: 'failed', status: 502, code: 'UPSTREAM_ERROR' });
  });
});
