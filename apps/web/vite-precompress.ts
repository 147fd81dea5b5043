import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing (fonts and images are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|map)$/;

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the client build, at the highest levels (it
 * runs once per build), when they are smaller; @fastify/static (`preCompressed`) sends them by Accept-Encoding
 * (decision 0270).
 */
export function precompress(directory: string): Plugin {
  return {
    name: 'probation:precompress',
    apply: 'build',
    async closeBundle() {
      if (this.environment.name !== 'client') return;
      const entries = await readdir(directory, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const path = join(entry.parentPath, entry.name);
        const source = await readFile(path);
        const br = brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        const gzip = gzipSync(source, { level: 9 });
        if (br.length < source.length) await writeFile(`${path}.br`, br);
        if (gzip.length < source.length) await writeFile(`${path}.gz`, gzip);
      }
    },
  };
}
