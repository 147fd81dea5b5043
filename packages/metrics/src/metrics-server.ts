import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

// Not an ES import of node:http: its namespace loads Node's own undici for good (apps/web, docs/decisions/0426).
const { createServer } = process.getBuiltinModule('node:http');

/**
 * `/metrics` on a port of its own (docs/decisions/0500): the Service and the Ingress never route to it, so the
 * public cannot read it; Prometheus scrapes the pod directly. Anything but GET /metrics is a 404.
 */
export interface MetricsServer {
  readonly address: AddressInfo | null;
  close(): Promise<void>;
}

export async function startMetricsServer(
  registry: Registry,
  port: number,
  host: string,
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Error\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    get address() {
      return server.address() as AddressInfo | null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Serves `registry` on `port` once the app listens (never under `inject`, so tests and scripts that only build
 * the app open no port) and closes it with the app. A metrics port that cannot be opened is logged as an
 * error and the site keeps serving: visitors come before dashboards.
 */
export function serveMetricsBeside(
  app: FastifyInstance,
  registry: Registry,
  options: { port: number; host: string },
): { readonly address: AddressInfo | null } {
  let server: MetricsServer | undefined;
  app.addHook('onListen', async () => {
    try {
      server = await startMetricsServer(registry, options.port, options.host);
      app.log.info({ metricsPort: server.address?.port }, 'metrics served on their own port');
    } catch (error) {
      app.log.error({ err: error, metricsPort: options.port }, 'could not open the metrics port');
    }
  });
  app.addHook('onClose', async () => {
    await server?.close();
  });
  return {
    get address() {
      return server?.address ?? null;
    },
  };
}
