import { Client } from 'undici';
import { describe, expect, it } from 'vitest';
import { eventually } from '../server/support/test-app.ts';
import { useBuiltServers } from './support/built-server.ts';

/** The real process: the built server started as a child, stopped with SIGTERM. */
describe('graceful shutdown of the server process', () => {
  const servers = useBuiltServers();
  const startServer = () => servers.start({ env: { SHUTDOWN_GRACE_MS: '5000' } });

  const query = (client: Client, body: string) =>
    client.request({
      method: 'POST',
      path: '/graphql',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      body,
    });

  it('finishes requests in flight, answers late ones with Connection: close, exits 0', async () => {
    const { child, origin, exited } = await startServer();

    const slowConnection = new Client(origin);
    const secondConnection = new Client(origin);
    // A kept-alive second connection, so the request after SIGTERM reaches the server on it.
    const warm = await query(secondConnection, JSON.stringify({ query: '{ currentSite { id } }' }));
    expect(warm.statusCode).toBe(200);
    await warm.body.dump();

    servers.deptApi().delay('layout', 800);
    const slow = query(
      slowConnection,
      JSON.stringify({ query: '{ currentSite { layout(lang: th) { siteName } } }' }),
    );
    await eventually(() => servers.deptApi().calls.layout === 1);

    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));

    const late = await query(secondConnection, JSON.stringify({ query: '{ buildId }' }));
    expect(late.statusCode).toBe(200);
    expect(late.headers.connection).toBe('close');
    expect(await late.body.json()).toEqual({ data: { buildId: expect.any(String) } });

    const finished = await slow;
    expect(finished.statusCode).toBe(200);
    expect(await finished.body.json()).toEqual({
      data: { currentSite: { layout: { siteName: 'กรมคุมประพฤติ' } } },
    });

    expect(await exited).toBe(0);
    await Promise.all([slowConnection.close(), secondConnection.close()]);
  });

  it('with nothing in flight, still answers a request that was on its way when the signal came', async () => {
    const { child, origin, exited } = await startServer();
    const keptAlive = new Client(origin);
    const warm = await query(keptAlive, JSON.stringify({ query: '{ currentSite { id } }' }));
    expect(warm.statusCode).toBe(200);
    await warm.body.dump();

    child.kill('SIGTERM');
    // Closing at once (nothing is in flight) would reset this kept-alive connection under the request.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const late = await query(keptAlive, JSON.stringify({ query: '{ buildId }' }));
    expect(late.statusCode).toBe(200);
    expect(late.headers.connection).toBe('close');
    await late.body.dump();

    expect(await exited).toBe(0);
    await keptAlive.close();
  });
});
