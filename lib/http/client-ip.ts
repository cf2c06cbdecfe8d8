import { getConfig } from '@/lib/config';

/**
 * The client address used as a rate-limit key. Behind a trusted proxy (TRUST_PROXY=true) the
 * proxy's X-Forwarded-For / X-Real-IP are believed (the left-most forwarded address). Without
 * one, `next start` fills X-Forwarded-For from the socket when the client sent none; a client
 * that sends its own header can only move itself into another bucket, which is why the
 * per-address limits (newsletter) do not depend on this.
 */
export function clientIp(request: Request, trustProxy = getConfig().trustProxy): string {
  const forwarded = request.headers.get('x-forwarded-for');
  if (trustProxy) {
    const first = forwarded?.split(',')[0]?.trim();
    if (first) return first;
    const real = request.headers.get('x-real-ip')?.trim();
    if (real) return real;
  } else if (forwarded) {
    // Without a trusted proxy the last hop is the one the server itself saw or was told about.
    const last = forwarded.split(',').pop()?.trim();
    if (last) return last;
  }
  return 'unknown';
}
