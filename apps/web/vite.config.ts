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

/**
 * A Node built-in imported by the browser's code (ours, a workspace package's or a dependency's) fails the build:
 * Vite would ship an empty stub in its place, with a warning, and the page would fail in the visitor's browser.
 */
function noNodeBuiltinsInTheBrowser(): Plugin {
  return {
    name: 'probation:no-node-builtins-in-the-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source.startsWith('node:') || NODE_BUILTINS.has(source.split('/')[0]!)) {
        this.error(
          `${importer ?? 'The browser entry'} imports ${source}, a Node built-in, which no browser has`,
        );
      }
      return null;
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
