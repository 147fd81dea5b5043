import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The Sarabun files of the build (src/client/styles/fonts.css): every face the page header already uses. */
const PRELOADED_FONT = /\/sarabun-[a-z]+-\d{3}-normal-[\w-]+\.woff2$/;

/**
 * Adds `<link rel="preload" as="font">` for Sarabun's files to the document shell. Chrome (83+) holds the first
 * render of a page for a preloaded `font-display: optional` font, for at most its 100 ms block period, so the text
 * is laid out once, in Sarabun or in the fallback; without the preload a face arriving inside the block period
 * re-laid out invisible text and moved what follows it (CLS 0.001 in CI; decision 0275).
 */
export function preloadFonts(): Plugin {
  return {
    name: 'probation:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        return Object.keys(bundle)
          .map((fileName) => `/${fileName}`)
          .filter((href) => PRELOADED_FONT.test(href))
          .sort()
          .map((href): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          }));
      },
    },
  };
}
