import { beforeAll, describe, expect, it } from 'vitest';
import { prepare, renderBody } from '../../src/client/entry-server.tsx';
import { renderedBody, stateDigest } from '../../src/server/render/rendered-bodies.ts';
import { pageKinds, type KindName } from '../../src/pages/page-kinds.ts';
import type { LayoutData, PageState } from '../../src/shared/page-state.ts';

let uniqueHost = 0;

/** A page for an unknown host: a real page, with a text that comes from its state (answered 200 here). */
function siteNotFound(host = `office-${++uniqueHost}.example.org`): PageState {
  return {
    page: 'siteNotFound',
    lang: 'en',
    status: 200,
    path: '/en',
    alternates: null,
    site: null,
    detail: { host },
    buildId: 'test-build',
    runtime: { firebase: null },
    display: { text: 'normal', contrast: 'normal' },
  };
}

/**
 * Renders through the memo with the page's kind (a screen, which has none, as a page that may be kept: its text comes
 * from its state), counting the renders it asked for.
 */
function counted(state: PageState, body = `<p>${stateDigest(state)}</p>`) {
  let renders = 0;
  const kind = state.page in pageKinds ? pageKinds[state.page as KindName] : {};
  const html = renderedBody(state, kind, () => {
    renders++;
    return body;
  });
  return { html, renders };
}

describe('page bodies rendered once per state', () => {
  beforeAll(async () => {
    await prepare();
  });

  it('renders a state once: the same data again (a new object) gives the body already made', () => {
    const state = siteNotFound();
    expect(counted(state).renders).toBe(1);
    const again = counted(structuredClone(state));
    expect(again.renders).toBe(0);
    expect(again.html).toBe(`<p>${stateDigest(state)}</p>`);
  });

  it('renders again when anything in the state changes, and shows the new data', () => {
    const first = renderBody(siteNotFound('first.example.org'));
    const second = renderBody(siteNotFound('second.example.org'));
    expect(first).toContain('first.example.org');
    expect(second).toContain('second.example.org');
    expect(second).not.toContain('first.example.org');
  });

  it('keys on every field of the state, the layout by its version', () => {
    const state = {
      ...siteNotFound('fields.example.org'),
      site: { id: '1', layout: { version: 'v1' } as LayoutData },
      content: { items: [1, 2] },
      member: null,
    } satisfies PageState;
    const variants: PageState[] = [
      { ...state, page: 'notFound' },
      { ...state, lang: 'th' },
      { ...state, status: 410 },
      { ...state, path: '/en/other' },
      { ...state, alternates: { th: '/th', en: '/en' } },
      { ...state, site: { id: '2', layout: state.site.layout } },
      { ...state, site: { id: '1', layout: { version: 'v2' } as LayoutData } },
      { ...state, detail: { host: 'other.example.org' } },
      { ...state, content: { items: [1, 3] } },
      { ...state, buildId: 'next-build' },
      { ...state, runtime: { firebase: { apiKey: 'k', projectId: 'p', appId: 'a' } } },
      { ...state, display: { text: 'large', contrast: 'normal' } },
      { ...state, member: { name: 'Somchai', formToken: 'form-token' } },
    ];
    // A field added to PageState later must be one of the variants too.
    const fieldsVaried = new Set(
      variants.flatMap((variant) =>
        Object.keys(variant).filter(
          (key) =>
            JSON.stringify(variant[key as keyof PageState]) !== JSON.stringify(state[key as keyof PageState]),
        ),
      ),
    );
    expect([...fieldsVaried].sort()).toEqual(Object.keys(state).sort());
    const digests = new Set([state, ...variants].map(stateDigest));
    expect(digests.size).toBe(variants.length + 1);
  });

  it('never keeps a page made for one visitor, a search page, nor any answer but 200', () => {
    const notFound = { ...siteNotFound(), status: 404 };
    expect(counted(notFound).renders).toBe(1);
    expect(counted(notFound).renders).toBe(1);
    const memberVisit = { ...siteNotFound(), member: { name: 'Somchai', formToken: 'form-token' } };
    expect(counted(memberVisit).renders).toBe(1);
    expect(counted(memberVisit).renders).toBe(1);
    for (const page of ['memberDashboard', 'contactForm', 'search'] as const) {
      const state = { ...siteNotFound(), page };
      expect(counted(state).renders, page).toBe(1);
      expect(counted(state).renders, page).toBe(1);
    }
  });

  it('holds a bounded amount: a body not read since the others were leaves first', () => {
    const big = '<p>' + 'x'.repeat(700_000) + '</p>';
    const [oldest, used, newest] = [siteNotFound(), siteNotFound(), siteNotFound()];
    counted(oldest, big);
    counted(used, big);
    expect(counted(oldest, big).renders).toBe(0); // used again: now the most recent
    counted(newest, big); // 2.1 M characters: over the bound, the body not read again goes
    expect(counted(oldest, big).renders).toBe(0);
    expect(counted(newest, big).renders).toBe(0);
    expect(counted(used, big).renders).toBe(1);
  });
});
