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
  head: () => [],
});

const section = { urlname: 'clips', type: 'videos' as const, title: 'Clips', parent: null, url: null };

/** An item's request in the section `clips`, its query answered by `answer` (the variables it was asked with kept). */
function requestOf(answer: Awaited<ReturnType<PageQuery>>) {
  const asked: unknown[] = [];
  const query = (async (_document: unknown, variables: unknown) => {
    asked.push(variables);
    return answer;
  }) as PageQuery;
  const absoluteUrl = async (path: string) => `https://www.example.go.th${path}`;
  return {
    request: { lang: 'en', query, section, id: 'c1', absoluteUrl } as unknown as ItemLoadRequest,
    asked,
  };
}

describe("a section item's page kind (sectionItemPage)", () => {
  const clip: Clip = { id: 'c1', section: 'clips', title: 'A clip', summary: '' };

  it('shows the item of the section its path names, with the absolute URL of its page', async () => {
    const { request, asked } = requestOf({ ok: true, data: { currentSite: { clip } } });
    const outcome = await clipPage.load!(request);
    expect(asked).toEqual([{ lang: 'en', id: 'c1' }]);
    expect(outcome).toEqual({
      kind: 'content',
      content: {
        section: { urlname: 'clips', type: 'videos', title: 'Clips' },
        item: clip,
        url: 'https://www.example.go.th/en/clips/c1',
      },
    });
  });

  it('answers "not found" for an unknown item and for one of another section', async () => {
    const unknown = requestOf({ ok: true, data: { currentSite: { clip: null } } });
    expect(await clipPage.load!(unknown.request)).toEqual({ kind: 'notFound' });
    const elsewhere = requestOf({ ok: true, data: { currentSite: { clip: { ...clip, section: 'other' } } } });
    expect(await clipPage.load!(elsewhere.request)).toEqual({ kind: 'notFound' });
  });

  it('passes a failed query on, and is titled and described by the item', async () => {
    const { request } = requestOf({ ok: false, status: 502, code: 'UPSTREAM_ERROR', failedFields: [] });
    expect(await clipPage.load!(request)).toEqual({ kind: 'failed', status: 502, code: 'UPSTREAM_ERROR' });
    type View = Parameters<NonNullable<typeof clipPage.title>>[0];
    const view = { content: { section, item: clip, url: '' } } as unknown as View;
    expect(clipPage.title!(view)).toBe('A clip');
    expect(clipPage.description!(view)).toBeNull();
  });
});
