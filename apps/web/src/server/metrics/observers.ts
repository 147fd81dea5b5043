import type { CacheStore } from '../cache/store.ts';
import { UpstreamTimeoutError } from '../errors.ts';
import type { Transport, TransportRequest } from '../upstream/transport.ts';
import { dataCacheLookups, tokenRefreshes, upstreamCallDuration, upstreamCalls } from './metrics.ts';

/**
 * Decorators that count what the data cache and the upstream transport do, without either knowing about
 * metrics: the cache plugin wraps its store, the department API client its transport.
 */

const TOKEN_PATH = '/oauth2/client/access-token';

/** The words of the department API's paths; every other segment is an id, a slug or a name. */
const PATH_WORDS: ReadonlySet<string> = new Set([
  'site',
  'view',
  'domain',
  'layout',
  'sections',
  'news',
  'news-categories',
  'pages',
  'events',
  'event-categories',
  'videos',
  'documents',
  'document-categories',
  'reports',
  'albums',
  'oauth2',
  'client',
  'access-token',
]);
const MAX_SEGMENTS = 6;

/** A bounded operation name from an upstream path: `/site/12/news/abc` → `site/:id/news/:id`, media files → `media`. */
export function upstreamOperation(path: string): string {
  const segments = path.split('?')[0]!.split('/').filter(Boolean);
  if (segments[0] === 'media') return 'media';
  return (
    segments
      .slice(0, MAX_SEGMENTS)
      .map((segment) => (PATH_WORDS.has(segment) ? segment : ':id'))
      .join('/') || 'root'
  );
}

/** Counts every call (status, timeout or network error) and its duration; token exchanges also as refreshes. */
export function observedTransport(transport: Transport): Transport {
  function observe<T extends { statusCode: number }>(
    send: (request: TransportRequest) => Promise<T>,
  ): (request: TransportRequest) => Promise<T> {
    return async (request) => {
      const operation = upstreamOperation(request.path);
      const stopTimer = upstreamCallDuration.startTimer({ operation, method: request.method });
      let status = 'error';
      try {
        const response = await send(request);
        status = String(response.statusCode);
        return response;
      } catch (error) {
        if (error instanceof UpstreamTimeoutError) status = 'timeout';
        throw error;
      } finally {
        stopTimer();
        upstreamCalls.inc({ operation, method: request.method, status });
        if (request.path === TOKEN_PATH) tokenRefreshes.inc({ outcome: tokenOutcome(status) });
      }
    };
  }
  return {
    ...transport,
    send: observe(transport.send.bind(transport)),
    sendJson: observe(transport.sendJson.bind(transport)),
  };
}

function tokenOutcome(status: string): 'ok' | 'refused' | 'error' {
  if (/^2\d\d$/.test(status)) return 'ok';
  return /^\d+$/.test(status) ? 'refused' : 'error';
}

/** Counts each read as the stale-while-revalidate layer will treat it: hit, stale, miss, or error (a miss). */
export function observedStore(store: CacheStore): CacheStore {
  return {
    ...store,
    kind: store.kind,
    peek: store.peek
      ? <T>(key: string) => {
          const entry = store.peek?.<T>(key);
          if (entry) countLookup(Date.now() < entry.freshUntil ? 'hit' : 'stale');
          return entry;
        }
      : undefined,
    async get<T>(key: string) {
      let entry;
      try {
        entry = await store.get<T>(key);
      } catch (error) {
        countLookup('error');
        throw error;
      }
      const outcome = !entry ? 'miss' : Date.now() < entry.freshUntil ? 'hit' : 'stale';
      countLookup(outcome);
      return entry;
    },
  };
}

function countLookup(outcome: 'hit' | 'stale' | 'miss' | 'error'): void {
  dataCacheLookups.add({ outcome });
}
