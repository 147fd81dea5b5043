/**
 * Caller addresses as limits count them. dept-api does not trust X-Forwarded-For (Fastify's trustProxy is off), so
 * the address is the TCP peer's and cannot be forged by a header.
 */

/** One spelling per address: trimmed, lower case, an IPv4-mapped IPv6 address as the IPv4 address. */
export function normaliseAddress(ip: string): string {
  return ip
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

/** The first four groups of an IPv6 address, written out in full (`::` expanded, zone dropped). */
function ipv6Prefix64(address: string): string {
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':');
}

/**
 * The unit a limit counts: an IPv4 address, or an IPv6 /64 network (one subscriber usually holds a whole /64, so
 * counting single IPv6 addresses would let one caller rotate through billions of them).
 */
export function limitedAddress(ip: string): string {
  const address = normaliseAddress(ip);
  return address.includes(':') ? `${ipv6Prefix64(address)}::/64` : address;
}
