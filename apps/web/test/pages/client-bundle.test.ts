import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const clientDist = resolve(import.meta.dirname, '../../dist/client');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('the browser bundle', () => {
  it('carries no secret and no server configuration', async () => {
    const files = await filesUnder(clientDist);
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      for (const secret of [
        'dev-gateway-secret',
        'DEPT_API_CLIENT_SECRET',
        'client_secret',
        'DEPT_API_URL',
        'REDIS_URL',
      ]) {
        expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
      }
    }
  });
});
