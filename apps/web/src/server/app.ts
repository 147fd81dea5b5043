import Fastify, { LogController } from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { CacheStore } from './cache/store.ts';
import { earlyErrorOptions } from './early-errors.ts';
import { readBuiltBundleId } from './render/build-id.ts';
import type { AppConfig, TrustProxySetting } from './config.ts';
import { lazyChild } from './lazy-child-logger.ts';
import { loggerOptions } from './logger.ts';
import captchaPlugin from './plugins/app/captcha.ts';
import cachePlugin from './plugins/app/cache.ts';
import errorHandlerPlugin from './plugins/app/error-handler.ts';
import lifecyclePlugin from './plugins/app/lifecycle.ts';
import metricsPlugin from './plugins/app/metrics.ts';
import requestContextPlugin, { requestIdFor } from './plugins/app/request-context.ts';
import rateLimitPlugin from './plugins/app/rate-limit.ts';
import sameOriginPostsPlugin from './plugins/app/same-origin-posts.ts';
import securityHeadersPlugin from './plugins/app/security-headers.ts';
import sitesPlugin from './plugins/app/sites.ts';
import contentPlugin from './plugins/app/content.ts';
import eventsPlugin from './plugins/app/events.ts';
import videosPlugin from './plugins/app/videos.ts';
import searchPlugin from './plugins/app/search.ts';
import upstreamPlugin from './plugins/app/upstream.ts';
import cookiePlugin from './plugins/external/cookie.ts';
import compressPlugin from './plugins/app/compress.ts';
import graphqlPlugin from './plugins/external/graphql.ts';
import discoveryRoutes from './routes/discovery.ts';
import healthRoutes from './routes/health.ts';
import mediaRoutes from './routes/media.ts';

export interface BuildAppOptions {
  /** Register the pages (./render/index.ts). Default true; tests of the server core pass false. */
  pages?: boolean;
  /** Where log lines go (default stdout); tests pass a stream to read them. */
  logStream?: DestinationStream;
  /** Prefix of every Redis key (default "probation-web:v1:"); tests give each run its own. */
  redisKeyPrefix?: string;
  /** Use this cache store instead of the one REDIS_URL chooses. */
  cacheStore?: CacheStore;
  /** Pause before the one upstream retry (default 100 ms). */
  upstreamRetryDelayMs?: number;
  /** Overrides config.buildId. */
  buildId?: string;
  /** Serve the pages through Vite's dev server (HMR) instead of the production build: `main.ts --dev`. */
  viteDev?: boolean;
}

/**
 * TRUST_PROXY for Fastify (docs/decisions/0231). A hop count becomes "the nearest n addresses are proxies": Fastify
 * itself treats a bare number as trusting nothing, since it cannot tell the ingress from a client that reaches the
 * pod directly; behind a Kubernetes ingress only the ingress reaches the pod, so one hop is the ingress.
 */
export function trustProxyOption(
  setting: TrustProxySetting,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}

/** The app factory: everything the server does, built from a parsed configuration. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const pages = options.pages !== false;
  const viteDev = options.viteDev ?? false;
  const app = Fastify({
    ...earlyErrorOptions(config, viteDev),
    logger: loggerOptions(config, options.logStream),
    genReqId: requestIdFor,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'reqId' }),
    childLoggerFactory: (logger, bindings, options) => lazyChild(logger, bindings, options),
    trustProxy: trustProxyOption(config.trustProxy),
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // `/th/` is `/th`: a trailing slash typed or pasted by a visitor never gives a 404.
    routerOptions: { ignoreTrailingSlash: true },
  });

  app.decorate('config', config);
  app.decorate(
    'buildId',
    options.buildId ??
      config.buildId ??
      (pages && !viteDev ? readBuiltBundleId() : undefined) ??
      'development',
  );

  // Third-party plugins, configured.
  await app.register(cookiePlugin);
  await app.register(compressPlugin);

  // Our plugins, one concern each.
  await app.register(requestContextPlugin);
  await app.register(lifecyclePlugin);
  await app.register(metricsPlugin);
  await app.register(securityHeadersPlugin, { viteDev });
  await app.register(errorHandlerPlugin);
  await app.register(upstreamPlugin, { retryDelayMs: options.upstreamRetryDelayMs });
  await app.register(cachePlugin, { redisKeyPrefix: options.redisKeyPrefix, store: options.cacheStore });
  await app.register(rateLimitPlugin, { pages });
  await app.register(captchaPlugin);
  await app.register(sitesPlugin);
  await app.register(sameOriginPostsPlugin, { pages });
  await app.register(contentPlugin);
  await app.register(eventsPlugin);
  await app.register(videosPlugin);
  await app.register(searchPlugin);
  await app.register(graphqlPlugin);

  // Routes.
  await app.register(healthRoutes);
  await app.register(mediaRoutes);
  await app.register(discoveryRoutes);

  if (pages) {
    const { default: pagesPlugin } = await import('./render/index.ts');
    await app.register(pagesPlugin, { dev: viteDev });
  }

  return app;
}
