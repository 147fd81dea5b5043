import { describe, expect, it } from 'vitest';
import { serialisePageState } from '../../src/shared/page-state-json.ts';
import type { PageState } from '../../src/shared/page-state.ts';

describe('the page state in the HTML', () => {
  it('can never close its script tag, whatever the data holds', () => {
    const state = {
      page: 'notFound',
      lang: 'en',
      status: 404,
      path: '/en/</script><script>alert(1)</script>',
      alternates: null,
      site: null,
      detail: { requestedPath: '</script>\u2028' },
      buildId: 'b',
      runtime: { firebase: null },
    } satisfies PageState;
    const json = serialisePageState(state);
    expect(json).not.toContain('</script');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(state);
  });
});
