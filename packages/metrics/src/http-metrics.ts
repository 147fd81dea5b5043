import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { TalliedCounter, TalliedHistogram } from './tallied.ts';

export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface HttpMetrics {
  requests: TalliedCounter<'route' | 'method' | 'status' | 'site'>;
  duration: TalliedHistogram<'route' | 'method' | 'status_class'>;
}

/** Requests by route pattern, method, status and site, and a latency histogram; made once per registry. */
export function createHttpMetrics(registry: Registry): HttpMetrics {
  return {
    requests: new TalliedCounter({
      name: 'http_requests_total',
      help: 'Requests answered, by route pattern, method, status code and site id.',
      labelNames: ['route', 'method', 'status', 'site'] as const,
      registers: [registry],
    }),
    duration: new TalliedHistogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status class.',
      labelNames: ['route', 'method', 'status_class'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
  };
}

const STATUS_CLASSES: readonly string[] = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

const METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Counts every answer from an onResponse hook. Labels stay bounded: the route pattern (`/:lang/news/:id`),
 * never the raw path ("unmatched" for a 404 without a route); `siteOf` must answer a site id or a fixed word.
 */
export function countRequests(
  app: FastifyInstance,
  metrics: HttpMetrics,
  siteOf: (request: FastifyRequest) => string | Promise<string> = () => 'none',
): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    const status = reply.statusCode;
    const statusClass = STATUS_CLASSES[Math.floor(status / 100)] ?? `${Math.floor(status / 100)}xx`;
    metrics.duration.observe({ route, method, status_class: statusClass }, reply.elapsedTime / 1000);
    const count = (site: string) => {
      metrics.requests.add({ route, method, status: String(status), site });
      done();
    };
    whenSiteKnown(siteOf(request), count);
  });
}

/**
 * Calls `use` with a request's site label: at once when it is known (the usual case: no promise per request), else
 * when it settles ('unknown' when it fails). For onResponse hooks that label what they count by site.
 */
export function whenSiteKnown(label: string | Promise<string>, use: (site: string) => void): void {
  if (typeof label === 'string') use(label);
  else void label.then(use, () => use('unknown'));
}
