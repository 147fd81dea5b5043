import type { FastifyInstance } from 'fastify';
import {
  Registry,
  collectDefaultMetrics,
  countRequests,
  createHttpMetrics,
  serveMetricsBeside,
} from '@probation/metrics';

/** One registry per process (a pod is one process); see docs/decisions/0500. */
const registry = new Registry();
collectDefaultMetrics({ register: registry });
const httpMetrics = createHttpMetrics(registry);

/**
 * dept-api's own Prometheus metrics: requests by route pattern and status, latency, event loop lag, memory.
 * No site label: a site id here comes straight from the URL, so it is not bounded. `/metrics` answers on
 * METRICS_PORT only.
 */
export function registerMetrics(app: FastifyInstance, options: { port: number; host: string }) {
  countRequests(app, httpMetrics);
  return serveMetricsBeside(app, registry, options);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The address of the metrics port once the app listens (null before, or when it could not open). */
    metricsServer: ReturnType<typeof serveMetricsBeside>;
  }
}
