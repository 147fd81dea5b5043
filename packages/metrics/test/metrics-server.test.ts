import { afterEach, describe, expect, it } from 'vitest';
import { Counter, Registry, startMetricsServer, type MetricsServer } from '../src/index.ts';

/** The metrics port answers GET /metrics and nothing else. */

let server: MetricsServer | undefined;
afterEach(() => server?.close());

async function serve() {
  const registry = new Registry();
  new Counter({ name: 'answers_total', help: 'answers', registers: [registry] }).inc(3);
  server = await startMetricsServer(registry, 0, '127.0.0.1');
  return `http://127.0.0.1:${server.address?.port}`;
}

describe('startMetricsServer', () => {
  it('answers GET /metrics in the Prometheus text format', async () => {
    const answer = await fetch(`${await serve()}/metrics?x=1`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await answer.text()).toContain('answers_total 3');
  });

  it('answers 404 to any other path or method', async () => {
    const base = await serve();
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics/x`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('refuses to start on a port already taken', async () => {
    const base = await serve();
    const port = Number(new URL(base).port);
    await expect(startMetricsServer(new Registry(), port, '127.0.0.1')).rejects.toThrow(/EADDRINUSE/);
  });
});
