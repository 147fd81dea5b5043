import type { ComponentType } from 'react';
import type { PageState } from '../../shared/page-state.ts';

/** A page's component: rendered on the server only (its interactive parts are islands, see islands/). */
export type PageComponent = ComponentType<{ state: PageState }>;
