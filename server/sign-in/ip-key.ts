import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client address is throttled under. An IPv6 end user is routinely given a whole /64, so keying
 * on the full address would let one client spread its tries over 2^64 keys: the /64 is the unit instead.
 * An IPv4-mapped IPv6 address (::ffff:a.b.c.d, what a dual-stack socket reports for an IPv4 client) is
 * the IPv4 client itself, so it shares that client's counts.
 */
export function ipThrottleKey(ip: string): string {
  // A zone id (fe80::1%eth0) names the local interface, not the client.
  const address = ip.trim().replace(/%.*$/, '').toLowerCase();
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi, lo] = [groups[6]!, groups[7]!];
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded dotted IPv4 tail becomes the last two). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] => {
    if (part === '') return [];
    return part.split(':').flatMap((g) => {
      if (!g.includes('.')) return [Number.parseInt(g, 16)];
      const [a, b, c, d] = g.split('.').map(Number) as [number, number, number, number];
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const [head = '', tail] = address.split('::');
  if (tail === undefined) return parse(head);
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
