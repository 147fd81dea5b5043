import type {
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { createCounter } from '../../rate-limit/counter.ts';
import { createBatchedCounter } from '../../rate-limit/batched-counter.ts';
import { verdictOf } from '../../rate-limit/fixed-window.ts';
import { mutationCount } from '../../rate-limit/graphql-mutations.ts';
import { tooManyRequests, type ErrorPageRenderer } from '../../rate-limit/too-many-requests.ts';
import { boundedMemo } from '../../cache/bounded-map.ts';
import { visitorId } from '../../rate-limit/visitor-id.ts';

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

function isExempt(url: string): boolean {
  if (url.startsWith(EXEMPT_PREFIX)) return true;
  const query = url.indexOf('?');
  return EXEMPT_PATHS.has(query === -1 ? url : url.slice(0, query));
}

/** How long a visitor's hits wait in this process before they are added to the shared count (decision 0423). */
const FLUSH_INTERVAL_MS = 250;
/** Visitors whose window this process follows at once (about 100 bytes each). */
const MAX_TRACKED_VISITORS = 100_000;
/** Visitors whose hashed key is remembered: the usual few thousand; a flood of addresses only empties it. */
const MAX_REMEMBERED_KEYS = 4096;
/** Longer than any address `request.ip` can give (an IPv6 address with a zone): not remembered, only hashed. */
const MAX_REMEMBERED_ADDRESS_LENGTH = 64;

/** The counter keys of one visitor: every request counts against `general`, forms and mutations against `strict`. */
interface VisitorKeys {
  general: string;
  strict: string;
}

/**
 * The visitor a limit counts: request.ip, which follows TRUST_PROXY (never a header a client can set itself), an
 * IPv6 address by its /64 (one subscriber), hashed so the store keeps no addresses. Remembered per address: a
 * visitor's next requests skip the hash, and find their counters by the same key strings.
 */
function visitorKeys(request: FastifyRequest): VisitorKeys {
  return keysOfAddress(request.ip);
}

const keysOfAddress = boundedMemo(
  MAX_REMEMBERED_KEYS,
  (address: string): VisitorKeys => {
    const visitor = visitorId(address);
    return { general: `all:${visitor}`, strict: `strict:${visitor}` };
  },
  { maxKeyLength: MAX_REMEMBERED_ADDRESS_LENGTH },
);

/**
 * Rate limits per visitor (docs/decisions/0230, 0423): every route but the probes and the build files counts
 * against RATE_LIMIT_MAX per window, judged at once on the batched shared count; GraphQL mutations (each root
 * field, aliases included) and routes that opt in with `config.strictRateLimit` count against the strict limit as
 * well, exactly, in the shared store. Counts live in the cache store, so they hold across pods with Redis; a
 * failing store counts nothing shared (logged once) and never turns a request into a 500.
 */
export default fp(
  async (app, options: { pages?: boolean }) => {
    const settings = app.config.rateLimit;
    if (!settings.enabled) return;
    const counter = createCounter(app.upstreamCache.store, app.log.child({ component: 'rate-limit' }));
    const general = createBatchedCounter(counter, {
      flushIntervalMs: FLUSH_INTERVAL_MS,
      maxKeys: MAX_TRACKED_VISITORS,
    });
    app.addHook('onClose', () => general.close());
    let renderErrorPage: ErrorPageRenderer | undefined;
    if (options.pages) ({ renderErrorPage } = await import('../../render/page-render.ts'));

    /** Counts `amount` strict hits; over the limit, the seconds to wait. A failing store counts nothing. */
    async function strictRetryAfter(request: FastifyRequest, amount: number): Promise<number | undefined> {
      try {
        const state = await counter(visitorKeys(request).strict, settings.strictWindowMs, amount);
        const verdict = verdictOf(state, settings.strictMax);
        return verdict.allowed ? undefined : verdict.retryAfterSeconds;
      } catch {
        return undefined;
      }
    }

    // Every request, the 404 handler's too; synchronous: nothing to wait for.
    app.addHook(
      'onRequest',
      (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
        if (isExempt(request.url)) return done();
        const verdict = verdictOf(general.hit(visitorKeys(request).general, settings.windowMs), settings.max);
        if (verdict.allowed) return done();
        tooManyRequests(request, reply, verdict.retryAfterSeconds, renderErrorPage);
      },
    );

    const strictOnRequest: onRequestHookHandler = async (request, reply) => {
      const retryAfter = await strictRetryAfter(request, 1);
      if (retryAfter !== undefined) return tooManyRequests(request, reply, retryAfter, renderErrorPage);
    };
    // The body is parsed by now: a mutation is known only from its operation.
    const mutationsPreHandler: preHandlerHookHandler = async (request, reply) => {
      const mutations = mutationCount(request.body);
      if (mutations === 0) return;
      const retryAfter = await strictRetryAfter(request, mutations);
      if (retryAfter !== undefined) return tooManyRequests(request, reply, retryAfter, renderErrorPage);
    };
    // The strict limit's hooks go on the routes it counts, so no other request pays for asking.
    app.addHook('onRoute', (route) => {
      if (route.config?.strictRateLimit) route.onRequest = [...hooksOf(route.onRequest), strictOnRequest];
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.url === '/graphql' && methods.includes('POST')) {
        route.preHandler = [...hooksOf(route.preHandler), mutationsPreHandler];
      }
    });
  },
  { name: 'rate-limit', dependencies: ['cache'] },
);

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
