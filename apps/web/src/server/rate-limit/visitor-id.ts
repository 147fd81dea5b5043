import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';

/**
 * The visitor a limit counts, from `request.ip` (which follows TRUST_PROXY, never a header a client can set
 * itself): an IPv6 address by its /64 (one subscriber), hashed so the store keeps no addresses.
 */
export function visitorId(address: string): string {
  return createHash('sha256').update(normalizeIP(address)).digest('hex').slice(0, 32);
}
