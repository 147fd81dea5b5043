import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Graceful shutdown (docs/decisions/0204). `beginShutdown()`: /readyz turns 503; every request still arriving is
 * answered with `Connection: close` so its client reconnects to another pod; once none is in flight and none has
 * arrived for a moment (up to SHUTDOWN_GRACE_MS), the app closes.
 */
export interface Lifecycle {
  readonly shuttingDown: boolean;
  readonly inFlight: number;
  beginShutdown(): Promise<void>;
}

/** Probe paths: never refused, never rate limited. */
export const PROBE_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/**
 * How long the server waits, after the signal and after the last request that arrived since, with nothing in
 * flight, for a request still on the wire (sent on a kept-alive connection just before). Closing sooner would
 * reset that connection.
 */
const QUIET_BEFORE_CLOSE_MS = 250;
const DRAIN_POLL_MS = 25;

export default fp(
  async (app: FastifyInstance) => {
    let shuttingDown = false;
    let inFlight = 0;
    let lastArrival = 0;
    let shutdown: Promise<void> | undefined;

    const requestClosed = () => {
      inFlight--;
    };
    app.addHook('onRequest', (request, reply, done) => {
      // Only a late request's arrival matters (and only then is the clock read: every request passes here).
      if (shuttingDown) {
        lastArrival = performance.now();
        if (!PROBE_PATHS.has(request.routeOptions.url ?? '')) {
          reply.raw.shouldKeepAlive = false;
          reply.header('connection', 'close');
        }
      }
      inFlight++;
      // `on`, not `once`: a response closes once, and `once` would wrap the listener anew for every request.
      reply.raw.on('close', requestClosed);
      done();
    });

    const settled = () => inFlight === 0 && performance.now() - lastArrival >= QUIET_BEFORE_CLOSE_MS;

    async function drainThenClose(): Promise<void> {
      const graceMs = app.config.shutdownGraceMs;
      app.log.info({ inFlight, graceMs }, 'shutting down: answering the last requests, then closing');
      const deadline = performance.now() + graceMs;
      while (!settled() && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
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
        if (!shuttingDown) lastArrival = performance.now();
        shuttingDown = true;
        shutdown ??= drainThenClose();
        return shutdown;
      },
    };
    app.decorate('lifecycle', lifecycle);
  },
  { name: 'lifecycle' },
);
