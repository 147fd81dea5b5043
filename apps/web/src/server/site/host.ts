import type { FastifyRequest } from 'fastify';
import { boundedMemo } from '../cache/bounded-map.ts';

/**
 * The host name a site is looked up by (requirements.md §9.1 call 6): scheme, path, port and trailing slash removed,
 * lower case. Returns '' for anything that is not a plausible host name, so garbage never reaches the upstream.
 */
export function normaliseHost(raw: string | undefined | null): string {
  if (!raw) return '';
  let host = raw.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  host = host.split(/[/?#]/, 1)[0] ?? '';
  host = host.slice(host.lastIndexOf('@') + 1);
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    host = end > 0 ? host.slice(1, end) : '';
    return /^[0-9a-f:.]+$/.test(host) ? host : '';
  }
  host = host.replace(/:\d*$/, '').replace(/\.+$/, '');
  if (host.length === 0 || host.length > 253) return '';
  return /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host) ? host : '';
}

/**
 * The normalised host name the visitor asked for, as Fastify reads it (`request.host`): the Host header, or
 * X-Forwarded-Host only when Fastify's trustProxy trusts the peer that sent it (TRUST_PROXY). One rule for the
 * site lookup and every cache key.
 */
export function requestHost(request: FastifyRequest): string {
  return normalisedHost(request.host);
}

/**
 * Host headers as sent, and their names normalised: a site's visitors send the same few (five regexes each). Longer
 * ones are normalised every time, never kept (a host name has at most 253 characters).
 */
const normalisedHost = boundedMemo(256, normaliseHost, { maxKeyLength: 300 });

/** How many Host headers are remembered (for the tests: a flood of made-up hosts must not grow it). */
export function rememberedHostCount(): number {
  return normalisedHost.size;
}
