import { createHash } from 'node:crypto';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createCounter } from '../../rate-limit/counter.ts';
import { mutationCount } from '../../rate-limit/graphql-mutations.ts';
import { rateLimitStoreClass } from '../../rate-limit/rate-limit-store.ts';
import { tooManyRequests, type ErrorPageRenderer } from '../../rate-limit/too-many-requests.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Count this route against the strict limit too (forms): `app.post(url, { config: { strictRateLimit: true } })`. */
    strictRateLimit?: boolean;
  }
}

/** Probes are the orchestrator's, not a visitor's: never limited, or a flood would restart healthy pods. */
const EXEMPT_PATHS = new Set(['/healthz', '/readyz']);

/**
 * Content-hashed build files (/assets/…) are not limited: browsers and CDNs keep them a year, they cost no
 * upstream call, and a page needs a dozen of them; counting each would add a store round trip per file.
 */
const EXEMPT_PREFIX = '/assets/';

function isExempt(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  return EXEMPT_PATHS.has(path) || path.startsWith(EXEMPT_PREFIX);
}

/**
 * The visitor a limit counts: request.ip, which follows TRUST_PROXY (never a header a client can set itself), an
 * IPv6 address by its /64 (one subscriber), hashed so the store keeps no addresses.
 */
function visitorKey(request: FastifyRequest): string {
  return createHash('sha256').update(normalizeIP(request.ip)).digest('hex').slice(0, 32);
}

/**
 * Rate limits per visitor (docs/decisions/0230): every route but the probes and the build files counts against
 * RATE_LIMIT_MAX per window; GraphQL mutations (each root field, aliases included) and routes that opt in with
 * `config.strictRateLimit` count against the strict limit as well. Counts live in the cache store, so they hold
 * across pods with Redis, and a failing store lets requests through (fail open, logged once).
 */
export default fp(
  async (app, options: { pages?: boolean }) => {
    const settings = app.config.rateLimit;
    if (!settings.enabled) return;
    const counter = createCounter(app.upstreamCache.store, app.log.child({ component: 'rate-limit' }));
    let renderErrorPage: ErrorPageRenderer | undefined;
    if (options.pages) ({ renderErrorPage } = await import('../../render/page-pipeline.ts'));

    await app.register(rateLimit, {
      global: false,
      store: rateLimitStoreClass(counter, 'all'),
      keyGenerator: visitorKey,
      skipOnError: true,
    });
    const general = app.createRateLimit({ max: settings.max, timeWindow: settings.windowMs });
    const strict = { max: settings.strictMax, windowMs: settings.strictWindowMs };

    /** Counts `amount` strict hits; over the limit, the seconds to wait. A failing store counts nothing. */
    async function strictRetryAfter(request: FastifyRequest, amount: number): Promise<number | undefined> {
      try {
        const state = await counter(`strict:${visitorKey(request)}`, strict.windowMs, amount);
        return state.count > strict.max ? Math.max(1, Math.ceil(state.ttlMs / 1000)) : undefined;
      } catch {
        return undefined;
      }
    }

    app.addHook('onRequest', async (request, reply) => {
      if (isExempt(request)) return;
      const verdict = await general(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        return tooManyRequests(request, reply, Math.max(1, verdict.ttlInSeconds), renderErrorPage);
      }
      if (request.routeOptions.config.strictRateLimit) {
        const retryAfter = await strictRetryAfter(request, 1);
        if (retryAfter !== undefined) return tooManyRequests(request, reply, retryAfter, renderErrorPage);
      }
    });

    // The body is parsed by now: a mutation is known only from its operation.
    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'POST' || request.routeOptions.url !== '/graphql') return;
      const mutations = mutationCount(request.body);
      if (mutations === 0) return;
      const retryAfter = await strictRetryAfter(request, mutations);
      if (retryAfter !== undefined) return tooManyRequests(request, reply, retryAfter, renderErrorPage);
    });
  },
  { name: 'rate-limit', dependencies: ['cache'] },
);
