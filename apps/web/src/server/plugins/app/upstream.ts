import fp from 'fastify-plugin';
import { observedTransport } from '../../metrics/observers.ts';
import { createDeptApiClient } from '../../upstream/dept-api-client.ts';

/** The one department API client (decorated as app.deptApi); a token is fetched at start without blocking it. */
export default fp(
  async (app, options: { retryDelayMs?: number }) => {
    const { deptApi } = app.config;
    const client = createDeptApiClient({
      baseUrl: deptApi.url,
      clientId: deptApi.clientId,
      clientSecret: deptApi.clientSecret,
      scope: deptApi.scope,
      timeoutMs: deptApi.timeoutMs,
      mediaStreamMaxMs: deptApi.mediaStreamMaxMs,
      logger: app.log.child({ component: 'upstream' }),
      logRefusalBody: app.config.isDevelopment,
      retryDelayMs: options.retryDelayMs,
      observeTransport: observedTransport,
    });
    app.decorate('deptApi', client);
    app.addHook('onReady', async () => {
      // requirements.md §9.1 call 1, at start: obtain a token when none is held. Not awaited: a down upstream must
      // not stop the server from starting; /readyz reports it instead.
      client.ensureToken().catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not obtain a department API token at start-up');
      });
    });
    app.addHook('onClose', async () => {
      await client.close();
    });
  },
  { name: 'upstream' },
);
