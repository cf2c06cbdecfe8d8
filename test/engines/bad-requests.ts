/**
 * Small invalid POSTs spread over the API routes, each from a client address of its own as a
 * trusted proxy would name it (the site must run with TRUST_PROXY=true): all are refused
 * (400), and each address opens its own rate-limit counters.
 */
const ROUTES = [
  '/api/leads',
  '/api/newsletter/subscribe',
  '/api/newsletter/confirm',
  '/api/analytics/pageview',
];

/** A distinct address for every n below 131,072, from the benchmarking block 198.18.0.0/15. */
export function clientAddress(n: number): string {
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
}

/** Sends `count` invalid POSTs, `concurrency` at a time, from addresses first..first+count-1. */
export async function sendBadRequests(
  siteUrl: string,
  { first = 0, count, concurrency = 25 }: { first?: number; count: number; concurrency?: number },
): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let next = first;
  const end = first + count;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < end) {
        const n = next++;
        const response = await fetch(`${siteUrl}${ROUTES[n % ROUTES.length]}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'sec-fetch-site': 'same-origin',
            'x-forwarded-for': clientAddress(n),
          },
          body: '{"unexpected":true}',
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}
