/**
 * Small invalid POSTs spread over the API routes, each from a client address of its own as a
 * trusted proxy would name it (the site must run with TRUST_PROXY=true). Every one is refused
 * with a 4xx after its client's rate-limit counter is taken, so each address opens counters.
 */
const ROUTES = [
  '/api/leads',
  '/api/newsletter/subscribe',
  '/api/newsletter/confirm',
  '/api/analytics/pageview',
];

const BODIES: { type: string; body: string }[] = [
  { type: 'application/json', body: '{"unexpected":true}' },
  { type: 'application/json', body: '{"email": "not json' },
  { type: 'application/json', body: '' },
  { type: 'text/plain', body: 'email=someone@example.com' },
  { type: 'application/json', body: '[1,2,3]' },
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
        const { type, body } = BODIES[Math.floor(n / ROUTES.length) % BODIES.length]!;
        const response = await fetch(`${siteUrl}${ROUTES[n % ROUTES.length]}`, {
          method: 'POST',
          headers: {
            'content-type': type,
            'sec-fetch-site': 'same-origin',
            'x-forwarded-for': clientAddress(n),
          },
          body,
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

/** True when every answer was a refusal (4xx) and there were `count` of them. */
export function allRefused(statuses: Record<number, number>, count: number): boolean {
  const entries = Object.entries(statuses);
  return (
    entries.every(([status]) => Number(status) >= 400 && Number(status) < 500) &&
    entries.reduce((sum, [, n]) => sum + n, 0) === count
  );
}

/**
 * The id of a Server Action the home page's forms post to, read from its HTML as a browser
 * would send it (the newsletter form, which works without JavaScript).
 */
export async function pageActionId(url: string): Promise<string> {
  const html = await (await fetch(`${url}/`)).text();
  const id = /&quot;id&quot;:&quot;([0-9a-f]{40,})&quot;/.exec(html)?.[1];
  if (!id) throw new Error('The home page names no Server Action');
  return id;
}

/**
 * `count` multipart posts of `megabytes` each, all at once, to the home page with the
 * Next-Action header of one of its forms, as a browser posts a form's Server Action: what each
 * was answered (0: the connection ended before an answer was read).
 */
export async function sendFormPosts(url: string, count: number, megabytes: number) {
  const action = await pageActionId(url);
  const boundary = '----bench-abuse-form';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="1_padding"\r\n\r\n`),
    Buffer.alloc(Math.round(megabytes * 1024 * 1024), 'x'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const statuses: Record<number, number> = {};
  await Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const status = await fetch(`${url}/`, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'next-action': action,
          origin: url,
          'x-forwarded-for': `198.51.100.${n % 250}`,
        },
        body,
      }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        // The server may answer and close before it has read the whole body.
        () => 0,
      );
      statuses[status] = (statuses[status] ?? 0) + 1;
    }),
  );
  return statuses;
}
