import net from 'node:net';
import { getConfig } from '@/lib/config';

/**
 * The client as the per-client limits count it: the left-most X-Forwarded-For behind a trusted
 * proxy (TRUST_PROXY), else the socket's address that server.ts put there. An IPv6 address
 * counts as its /64, which one customer of a provider holds whole; IPv4 (also mapped) is one.
 */
export function clientIp(
  request: { headers: Pick<Headers, 'get'> },
  trustProxy = getConfig().trustProxy,
): string {
  const forwarded = request.headers.get('x-forwarded-for');
  if (trustProxy) {
    const first = forwarded?.split(',')[0]?.trim();
    if (first) return clientKey(first);
    const real = request.headers.get('x-real-ip')?.trim();
    if (real) return clientKey(real);
  } else if (forwarded) {
    // The last hop: the one the server itself saw.
    const last = forwarded.split(',').pop()?.trim();
    if (last) return clientKey(last);
  }
  return 'unknown';
}

/** An address as a limit's key: IPv4 as it is, IPv6 as its /64; anything else unchanged. */
export function clientKey(address: string): string {
  // A zone (fe80::1%eth0) names the server's own interface, not the client.
  const bare = address.split('%')[0]!;
  if (net.isIPv4(bare)) return bare;
  if (!net.isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  // ::ffff:a.b.c.d, the form an IPv4 peer takes on an IPv6 socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (net.isIPv6 has checked it). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  // A dotted IPv4 tail is the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  const zeros = tail === undefined ? [] : Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...zeros, ...back];
}
