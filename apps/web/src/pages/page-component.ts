import type { ComponentType } from 'react';
import type { PageState } from '../shared/page-state.ts';

/**
 * A page's component as the layout renders it: the page state and the page's own content (typed by each page
 * kind, see src/pages/page-kind.ts). Rendered on the server only; its interactive parts are islands.
 */
export type PageComponent = ComponentType<{ state: PageState; content: never }>;
