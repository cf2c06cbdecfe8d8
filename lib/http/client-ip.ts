import { getConfig } from '@/lib/config';

/**
 * The client address used as a rate-limit key. Behind a trusted proxy (TRUST_PROXY=true) the
 * proxy's X-Forwarded-For / X-Real-IP are believed (the left-most forwarded address), so the
 * proxy must set them itself rather than pass on what its client sent. Without one, the
 * server (server.ts) has already replaced every forwarding header the client sent with
 * X-Forwarded-For set to the socket's address, which is read here; X-Real-IP is never read.
 */
export function clientIp(
  request: { headers: Pick<Headers, 'get'> },
  trustProxy = getConfig().trustProxy,
): string {
  const forwarded = request.headers.get('x-forwarded-for');
  if (trustProxy) {
    const first = forwarded?.split(',')[0]?.trim();
    if (first) return first;
    const real = request.headers.get('x-real-ip')?.trim();
    if (real) return real;
  } else if (forwarded) {
    // The last hop: the one the server itself saw.
    const last = forwarded.split(',').pop()?.trim();
    if (last) return last;
  }
  return 'unknown';
}
