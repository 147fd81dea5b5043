import { describe, expect, it } from 'vitest';
import { serialiseBrowserState } from '../../src/shared/page-state-json.ts';
import type { PageState } from '../../src/shared/page-state.ts';

describe('the page state in the HTML', () => {
  const state = {
    page: 'notFound',
    lang: 'en',
    status: 404,
    path: '/en/</script><script>alert(1)</script>',
    alternates: null,
    site: null,
    detail: { requestedPath: '</script>\u2028' },
    buildId: 'b</script>\u2028',
    runtime: { firebase: null },
    display: { text: 'normal', contrast: 'normal' },
  } satisfies PageState;

  it('can never close its script tag, whatever the data holds', () => {
    const json = serialiseBrowserState(state);
    expect(json).not.toContain('</script');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ lang: 'en', buildId: 'b</script>\u2028', firebase: null });
  });

  it('carries only what the browser needs: no page content, path or site data', () => {
    expect(Object.keys(JSON.parse(serialiseBrowserState(state)) as object).sort()).toEqual([
      'buildId',
      'firebase',
      'lang',
    ]);
  });
});
