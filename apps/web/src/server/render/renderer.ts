import type { FastifyReply } from 'fastify';
import type { HtmlFunction, RendererOption, RenderContext, RenderResult } from '@fastify/vite';
import { languageTags } from '@probation/i18n';
import type { PageState } from '../../shared/page-state.ts';
import { serialiseBrowserState, pageStateElementId } from '../../shared/page-state-json.ts';
import { escapeHtml, headTags } from './head.ts';
import { i18nFor } from '../../shared/texts/i18n.ts';
import { displayClasses } from '../../shared/display-settings.ts';
import { compileDocumentShell, type DocumentValues } from './document-shell.ts';
import { renderedBody, type CachePolicy } from './rendered-bodies.ts';
import type { PageHead } from '../../pages/page-kind.ts';

/** What the server bundle (src/client/entry-server.tsx) exports. */
export interface ServerBundle {
  prepare(): Promise<void>;
  renderBody(state: PageState): string;
}

/** A page to render: its state (what the body is drawn from), its head, and its kind when a route led to one. */
export interface PageToRender {
  state: PageState;
  head: PageHead;
  /** Absent for a screen (not found, error, maintenance, unknown site). */
  kind?: CachePolicy;
}

interface RenderInput extends PageToRender {
  /** scheme://host[:port] of the request, for absolute canonical and alternate URLs. */
  origin: string;
}

/**
 * Our small renderer for @fastify/vite (decision 0003): the built index.html is the document shell
 * (with Vite's hashed script and style tags); React renders the body; the head and the page state are
 * written here. Everything is synchronous: one renderToString per page.
 */
export const renderer: Partial<RendererOption> = {
  createHtmlFunction(source) {
    const documentOf = compileDocumentShell(source);
    // @fastify/vite types reply.html as answering a string; ours answers the document's pieces (renderDocument).
    return ((values?: RenderResult) =>
      documentOf(values as unknown as DocumentValues)) as unknown as HtmlFunction;
  },

  async createRenderFunction(client) {
    const bundle = client as unknown as ServerBundle;
    await bundle.prepare();
    return function render(context?: RenderContext): DocumentValues {
      const { state, head, kind, origin } = context as unknown as RenderInput;
      return {
        htmlLang: languageTags[state.lang],
        // Only names from a closed set (shared/display-settings.ts): the first paint has the visitor's settings.
        htmlClass: displayClasses(state.display),
        head: headTags({ state, head, origin }),
        element: renderedBody(state, kind, () => bundle.renderBody(state)),
        // Outside the React root, so nothing in the page touches it; shown when the page's code cannot load.
        reloadNotice: `<div id="reload-notice" class="reload-notice" role="alert" hidden>${escapeHtml(i18nFor(state.lang).t('errors.reloadFailed'))}</div>`,
        pageStateScript: `<script type="application/json" id="${pageStateElementId}">${serialiseBrowserState(state)}</script>`,
      };
    };
  },
};

/**
 * The whole HTML document of a page as its pieces in order (decision 0431: never joined into one string), with the
 * functions @fastify/vite put on the reply.
 */
export function renderDocument(reply: FastifyReply, page: PageToRender, origin: string): string[] {
  const input: RenderInput = { ...page, origin };
  const values = reply.render(input as unknown as RenderContext) as unknown as DocumentValues;
  return reply.html(values as unknown as RenderResult) as unknown as string[];
}
