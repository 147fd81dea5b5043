import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Reuses a caller's X-Request-Id when it is sane (a proxy's or load balancer's id), else makes one. */
export function requestIdFor(raw: IncomingMessage): string {
  const incoming = raw.headers['x-request-id'];
  const candidate = Array.isArray(incoming) ? incoming[0] : incoming;
  return candidate && SANE_REQUEST_ID.test(candidate) ? candidate : randomUUID();
}

/** Echoes the request id so a visitor's report ("request id …") finds the log lines. */
export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'request-context' },
);
