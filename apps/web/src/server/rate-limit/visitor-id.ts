import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

/**
 * The visitor a limit counts, from `request.ip` (which follows TRUST_PROXY, never a header a client can set
 * itself): an IPv6 address by its /64 (one subscriber), an IPv4-mapped IPv6 address as the IPv4 address it is,
 * hashed so the store keeps no addresses.
 */
export function visitorId(address: string): string {
  return createHash('sha256').update(countedAddress(address)).digest('hex').slice(0, 32);
}

function countedAddress(address: string): string {
  if (!isIPv6(address)) return address.toLowerCase();
  const ipv6 = new Address6(address);
  if (ipv6.isMapped4()) return ipv6.to4().correctForm();
  return new Address6(`${address}/64`).startAddress().correctForm();
}
