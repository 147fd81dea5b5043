export { serveMetricsBeside, startMetricsServer, type MetricsServer } from './metrics-server.ts';
export {
  countRequests,
  createHttpMetrics,
  LATENCY_BUCKETS,
  whenSiteKnown,
  type HttpMetrics,
} from './http-metrics.ts';
export { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
export { TalliedCounter, TalliedHistogram } from './tallied.ts';
