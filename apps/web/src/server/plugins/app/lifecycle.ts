import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Graceful shutdown (docs/decisions/0205). `beginShutdown()`: /readyz turns 503, new requests get
 * 503 + Connection: close, requests in flight finish (up to SHUTDOWN_GRACE_MS), then the app closes.
 */
export interface Lifecycle {
  readonly shuttingDown: boolean;
  readonly inFlight: number;
  beginShutdown(): Promise<void>;
}

/** Probe paths: never refused, never rate limited. */
export const PROBE_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

export default fp(
  async (app: FastifyInstance) => {
    let shuttingDown = false;
    let inFlight = 0;
    let drained: (() => void) | undefined;
    let shutdown: Promise<void> | undefined;

    const requestClosed = () => {
      inFlight--;
      if (inFlight === 0) drained?.();
    };
    app.addHook('onRequest', (request, reply, done) => {
      if (shuttingDown && !PROBE_PATHS.has(request.routeOptions.url ?? '')) {
        reply.raw.shouldKeepAlive = false;
        reply.code(503).header('connection', 'close').header('retry-after', '5').send({
          statusCode: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: 'The server is restarting. Please try again.',
        });
        return;
      }
      inFlight++;
      reply.raw.once('close', requestClosed);
      done();
    });

    async function drainThenClose(): Promise<void> {
      const graceMs = app.config.shutdownGraceMs;
      app.log.info({ inFlight, graceMs }, 'shutting down: refusing new requests, finishing those in flight');
      if (inFlight > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, graceMs);
          drained = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      if (inFlight > 0)
        app.log.warn({ inFlight }, 'shutdown grace period over; closing with requests in flight');
      await app.close();
      app.log.info('shut down');
    }

    const lifecycle: Lifecycle = {
      get shuttingDown() {
        return shuttingDown;
      },
      get inFlight() {
        return inFlight;
      },
      beginShutdown() {
        shuttingDown = true;
        shutdown ??= drainThenClose();
        return shutdown;
      },
    };
    app.decorate('lifecycle', lifecycle);
  },
  { name: 'lifecycle' },
);
