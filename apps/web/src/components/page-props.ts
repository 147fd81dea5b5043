import type { PageState } from '../shared/page-state.ts';

/** What a page component receives: the page's state and the content its page loaded. */
export interface PageProps<Content> {
  state: PageState;
  content: Content;
}
