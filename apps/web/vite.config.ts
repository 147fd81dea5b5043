import { writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { viteFastify } from '@fastify/vite/plugin';
import { precompress } from './vite-precompress.ts';
import { preloadFonts } from './vite-preload-fonts.ts';
import { islandTextsModules } from './vite-island-texts.ts';

const root = resolve(import.meta.dirname, 'src/client');
const outDir = resolve(import.meta.dirname, 'dist');

/** Every production build gets an id; the server reports it so a long-open page can notice a newer build. */
function buildIdFile(): Plugin {
  const id =
    process.env.BUILD_ID ??
    `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(3).toString('hex')}`;
  return {
    name: 'probation:build-id',
    apply: 'build',
    async closeBundle() {
      if (this.environment.name !== 'client') return;
      await writeFile(
        resolve(outDir, 'build.json'),
        JSON.stringify({ id, builtAt: new Date().toISOString() }),
      );
    },
  };
}

const NODE_BUILTINS = new Set(builtinModules);
/** The id of the empty module Vite puts in place of a Node built-in in browser code. */
const VITE_BROWSER_STUB = '__vite-browser-external';

/**
 * A Node built-in imported by the browser's code (ours, a workspace package's or a dependency's) fails the build
 * where Vite would ship its empty stub in its place, with only a warning, and the page would fail in the visitor's
 * browser. A package of the same name installed from npm (`events`, `buffer`: browser versions) resolves as usual.
 */
function noNodeBuiltinsInTheBrowser(): Plugin {
  return {
    name: 'probation:no-node-builtins-in-the-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!source.startsWith('node:') && !NODE_BUILTINS.has(source.split('/')[0]!)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && !resolved.id.startsWith(VITE_BROWSER_STUB)) return resolved;
      this.error(
        `${importer ?? 'The browser entry'} imports ${source}, a Node built-in, which no browser has`,
      );
    },
  };
}

export default defineConfig({
  root,
  plugins: [
    noNodeBuiltinsInTheBrowser(),
    viteFastify({ clientModule: '/entry-server.tsx' }),
    react(),
    islandTextsModules(),
    buildIdFile(),
    preloadFonts(),
    precompress(resolve(outDir, 'client/assets')),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    assetsInlineLimit: 0,
  },
  environments: {
    client: {
      build: {
        // The page state and the CSS are not code: no inline scripts anywhere, so CSP script-src 'self' holds.
        modulePreload: { polyfill: false },
      },
    },
    ssr: {
      // @fastify/vite loads the server bundle by the entry's own name.
      build: { rollupOptions: { output: { entryFileNames: 'entry-server.js' } } },
    },
  },
});
