import { newVentureLead } from '@/test/lead-fixtures';

/**
 * Seeded, bounded fuzzing of the site's POST routes: each case is a request the site must
 * refuse (or, where a valid shape changes nothing, answer) with a 4xx or a 2xx that stores
 * nothing. Every body aimed at a route that stores what it accepts carries at least one
 * fault, so that nothing valid slips in by chance; the faults are drawn from a seed, so a
 * failure is replayed by its seed.
 */
export interface FuzzCase {
  path: string;
  contentType: string | null;
  body: Buffer;
  /** Fetch Metadata sent: mostly same-origin, sometimes another site. */
  fetchSite: 'same-origin' | 'cross-site' | null;
}

/** mulberry32: a small seeded generator, enough for test data. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

type Random = ReturnType<typeof seeded>;

interface Route {
  path: string;
  /** The largest body the route reads. */
  cap: number;
  /** A body of the right shape (a valid one where that changes nothing). */
  base: () => Record<string, unknown> | null;
  /** True when a valid body would store something: every case then carries a fault. */
  stores: boolean;
  form?: boolean;
}

export const POST_ROUTES: Route[] = [
  { path: '/api/leads', cap: 16 * 1024, base: () => newVentureLead(), stores: true },
  {
    path: '/api/newsletter/subscribe',
    cap: 2048,
    base: () => ({ email: 'fuzz@example.com' }),
    stores: true,
  },
  {
    path: '/api/newsletter/resend',
    cap: 2048,
    base: () => ({ email: 'fuzz-nobody@example.com' }),
    stores: false,
  },
  {
    path: '/api/newsletter/confirm',
    cap: 2048,
    base: () => ({ email: 'fuzz-nobody@example.com', code: '123456' }),
    stores: false,
  },
  {
    path: '/api/newsletter/unsubscribe',
    cap: 2048,
    base: () => ({ token: '1.00000000000000000000000000000000' }),
    stores: false,
    form: true,
  },
  {
    path: '/api/analytics/pageview',
    cap: 4096,
    base: () => ({ path: '/pricing', referrer: '', cta: 'nav' }),
    stores: true,
  },
  {
    path: '/api/analytics/missing',
    cap: 4096,
    base: () => ({ path: '/an-old-address', referrer: 'https://www.google.com/' }),
    stores: true,
  },
  {
    path: '/api/analytics/vitals',
    cap: 512,
    base: () => ({ route: '/pricing', device: 'mobile', metrics: { LCP: 1200, CLS: 0.02 } }),
    stores: true,
  },
  {
    path: '/api/revalidate',
    cap: 64 * 1024,
    base: () => ({ changes: [{ kind: 'post', action: 'update', id: 101 }] }),
    stores: false,
  },
  { path: '/api/jobs/run', cap: 1024, base: () => null, stores: false },
  {
    path: '/api/newsletter/inbound',
    cap: 600 * 1024,
    base: () => ({ message: 'Subject: Undelivered Mail\r\n\r\nNo report in here.' }),
    stores: false,
  },
];

const STRANGE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '',
  ' ',
  'é',
  '\u0000',
  'a.b',
  '$where',
];
const STRANGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}',
  '../../etc/passwd',
  '%00',
  'a@b',
  '@example.com',
  'x'.repeat(300) + '@example.com',
  '１２３４５６',
  'NaN',
  '-0',
  '1e309',
];

function randomValue(random: Random, depth = 0): unknown {
  switch (random.int(depth > 3 ? 5 : 8)) {
    case 0:
      return random.pick(STRANGE_STRINGS);
    case 1:
      return random.pick([0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 123456]);
    case 2:
      return random.pick([true, false, null]);
    case 3:
      return 'x'.repeat(random.int(4000));
    case 4:
      return String.fromCharCode(
        ...Array.from({ length: random.int(40) }, () => random.int(0xffff)),
      );
    case 5:
      return Array.from({ length: random.int(5) }, () => randomValue(random, depth + 1));
    case 6:
      return Object.fromEntries(
        Array.from({ length: random.int(4) }, (_, i) => [
          `${random.pick(STRANGE_KEYS)}${i}`,
          randomValue(random, depth + 1),
        ]),
      );
    default:
      return { nested: randomValue(random, depth + 1) };
  }
}

/** A value that no field of the site's schemas accepts (none takes a nested object or these lists). */
function wrongValue(random: Random): unknown {
  return random.pick([{ nested: { deeper: [1, 2, 3] } }, [[[[]]]], [{ a: 1 }, 7], [null, [true]]]);
}

const FAULTS = [
  'unknown-key',
  'wrong-type',
  'missing-field',
  'not-an-object',
  'broken-json',
  'wrong-media-type',
  'oversized',
  'deep-nesting',
  'bad-bytes',
  'prototype-keys',
] as const;

function faulty(route: Route, random: Random): FuzzCase {
  const fault = random.pick(FAULTS);
  const body: Record<string, unknown> = route.base() ?? {};
  // Some noise in the fields first: strange values where the route's fields are.
  for (const key of Object.keys(body)) if (random.next() < 0.3) body[key] = randomValue(random);
  let contentType: string | null = 'application/json';
  let raw: Buffer;
  const keys = Object.keys(body);
  switch (fault) {
    case 'unknown-key':
      body[`${random.pick(STRANGE_KEYS)}unknown`] = randomValue(random);
      raw = Buffer.from(JSON.stringify(body));
      break;
    case 'wrong-type':
      body[keys.length ? random.pick(keys) : 'field'] = wrongValue(random);
      raw = Buffer.from(JSON.stringify(body));
      break;
    case 'missing-field':
      for (const key of keys) delete body[key];
      body[`${random.pick(STRANGE_KEYS)}extra`] = randomValue(random);
      raw = Buffer.from(JSON.stringify(body));
      break;
    case 'not-an-object':
      raw = Buffer.from(
        JSON.stringify(random.pick([[], [body], 'text', 42, null, true, [null, {}]])),
      );
      break;
    case 'broken-json': {
      const text = JSON.stringify(body);
      raw = Buffer.from(
        random.pick([
          text.slice(0, Math.max(1, random.int(text.length))),
          `${text}}`,
          text.replace(/"/g, "'"),
          `{"email": "fuzz@example.com",}`,
          '{"a":1,"a":',
          '\ufeff' + text.slice(1),
          '',
        ]),
      );
      break;
    }
    case 'wrong-media-type':
      contentType = random.pick([
        'text/plain',
        'application/xml',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
        'application/json; charset=utf-16',
        'image/png',
        null,
      ]);
      raw =
        contentType?.startsWith('application/x-www-form') || contentType?.startsWith('multipart')
          ? Buffer.from(`--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${'z'.repeat(20)}`)
          : Buffer.from(JSON.stringify({ ...body, unknownField: 1 }));
      break;
    case 'oversized':
      body.padding = 'p'.repeat(route.cap + 1 + random.int(route.cap * 2));
      raw = Buffer.from(JSON.stringify(body));
      break;
    case 'deep-nesting': {
      const depth = 500 + random.int(5000);
      raw = Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`);
      if (raw.length > route.cap) raw = raw.subarray(0, route.cap);
      break;
    }
    case 'bad-bytes':
      raw = Buffer.concat([
        Buffer.from('{"email":"'),
        Buffer.from(Array.from({ length: 1 + random.int(64) }, () => 0x80 + random.int(0x80))),
        Buffer.from('","x":1}'),
      ]);
      break;
    case 'prototype-keys': {
      const fields = JSON.stringify({ ...body, unknownField: randomValue(random) }).slice(1);
      raw = Buffer.from(
        `{"__proto__":{"isAdmin":true,"status":"confirmed"},"constructor":{"prototype":{"x":1}},${fields}`,
      );
      break;
    }
  }
  return {
    path: route.path,
    contentType,
    body: raw,
    fetchSite: random.next() < 0.9 ? 'same-origin' : random.pick(['cross-site', null] as const),
  };
}

/** A body of the route's own shape, for routes where that changes nothing. */
function wellFormed(route: Route, random: Random): FuzzCase {
  const body = route.base();
  if (body)
    for (const key of Object.keys(body)) if (random.next() < 0.5) body[key] = randomValue(random);
  return {
    path: route.path,
    contentType:
      route.form && random.next() < 0.3 ? 'application/x-www-form-urlencoded' : 'application/json',
    body: Buffer.from(
      body === null
        ? ''
        : route.form && random.next() < 0.3
          ? new URLSearchParams(body as Record<string, string>).toString()
          : JSON.stringify(body),
    ),
    fetchSite: 'same-origin',
  };
}

/** `count` cases spread over every POST route, drawn from `seed`. */
export function fuzzCases(seed: number, count: number): FuzzCase[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, n) => {
    const route = POST_ROUTES[n % POST_ROUTES.length]!;
    return !route.stores && random.next() < 0.3 ? wellFormed(route, random) : faulty(route, random);
  });
}
