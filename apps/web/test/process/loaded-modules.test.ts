import { Client } from 'undici';
import { describe, expect, it } from 'vitest';
import { eventually } from '../server/support/test-app.ts';
import { useBuiltServers } from './support/built-server.ts';

/**
 * A module once loaded stays in every pod's memory for good (its source and compiled code): the built server loads
 * none that it has no use for (docs/decisions/0426). Told by the process itself, on SIGUSR2, after it has served
 * every kind of answer.
 */
const REPORTER = `
import { createRequire } from 'node:module';
const { cache } = createRequire(process.cwd() + '/');
process.on('SIGUSR2', () => {
  const packages = Object.keys(cache).map((file) => /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(file)?.[1]);
  const builtinUndici = process.moduleLoadList.some((name) => name.includes('deps/undici'));
  process.stderr.write('loaded: ' + JSON.stringify({ builtinUndici, packages: [...new Set(packages)] }) + '\\n');
});`;

describe('what the built server loads', () => {
  const servers = useBuiltServers();

  it("neither Node's own undici nor the contract's YAML parser, whatever it answers", async () => {
    const server = await servers.start({
      nodeArgs: ['--import', `data:text/javascript,${encodeURIComponent(REPORTER)}`],
    });
    const client = new Client(server.origin);
    const answers: Array<[string, string, string | undefined]> = [];
    for (const [method, path, body] of [
      ['GET', '/th/main'], // fresh, compressed on the fly
      ['GET', '/th/main'], // from the page cache
      ['GET', '/en/no-such-page'],
      ['GET', '/th/search?q=%E0%B8%82%E0%B9%88%E0%B8%B2%E0%B8%A7'],
      ['GET', '/sitemap.xml'],
      ['POST', '/graphql', JSON.stringify({ query: '{ currentSite { layout(lang: th) { siteName } } }' })],
    ] as const) {
      const response = await client.request({
        method,
        path,
        headers: {
          host: 'localhost',
          'accept-encoding': 'gzip, deflate, br',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body,
      });
      answers.push([path, String(response.statusCode), response.headers['content-encoding'] as string]);
      await response.body.dump();
    }
    await client.close();
    expect(answers.map(([path, status]) => `${path} ${status}`)).toEqual([
      '/th/main 200',
      '/th/main 200',
      '/en/no-such-page 404',
      '/th/search?q=%E0%B8%82%E0%B9%88%E0%B8%B2%E0%B8%A7 200',
      '/sitemap.xml 200',
      '/graphql 200',
    ]);
    expect(answers[0]![2]).toBe('br');

    server.child.kill('SIGUSR2');
    await eventually(() => server.stderr().includes('loaded: '));
    const loaded = JSON.parse(/loaded: (.*)/.exec(server.stderr())![1]!) as {
      builtinUndici: boolean;
      packages: string[];
    };
    expect(loaded.packages).toContain('react-dom'); // the report sees the packages loaded
    expect(loaded.builtinUndici).toBe(false);
    expect(loaded.packages).not.toContain('yaml');
  });
});
