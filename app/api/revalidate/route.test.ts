import http from 'node:http';
import { revalidatePath, revalidateTag } from 'next/cache';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { resetRateLimitsForTests } from '@/lib/http/rate-limit';
import { findStoredRedirect } from '@/lib/wordpress/redirects';
import { signWebhook } from '@/lib/wordpress/signature';
import { clearNewsletter } from '@/test/newsletter';
import { POST } from './route';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

const SECRET = 'a-long-shared-webhook-secret-1234';
const body = JSON.stringify({
  changes: [{ kind: 'post', action: 'update', id: 42, slug: 'new-slug', previousSlug: 'old-slug' }],
});

function signedRequest(
  text: string,
  {
    secret = SECRET,
    timestamp = Math.floor(Date.now() / 1000),
    headers = {} as Record<string, string>,
  } = {},
) {
  return new Request('http://localhost:3000/api/revalidate', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-timestamp': String(timestamp),
      'x-signature': signWebhook(secret, timestamp, text),
      'x-forwarded-for': '198.51.100.4',
      ...headers,
    },
    body: text,
  });
}

beforeEach(() => {
  process.env.WORDPRESS_REVALIDATE_SECRET = SECRET;
  resetConfigForTests();
  resetRateLimitsForTests();
  jest.mocked(revalidateTag).mockClear();
});

afterAll(() => {
  delete process.env.WORDPRESS_REVALIDATE_SECRET;
  resetConfigForTests();
});

describe('POST /api/revalidate', () => {
  it('expires at once the post’s tags and every list it may appear in', async () => {
    const response = await POST(signedRequest(body));
    expect(response.status).toBe(200);
    const { revalidated, deferred } = (await response.json()) as {
      revalidated: string[];
      deferred: boolean;
    };
    expect(deferred).toBe(false);
    expect(revalidated).toEqual(
      expect.arrayContaining([
        'wp:posts',
        'wp:insights',
        'wp:case-studies',
        'wp:post:42',
        'wp:post-slug:new-slug',
        'wp:post-slug:old-slug',
        'wp:tags',
      ]),
    );
    expect(jest.mocked(revalidateTag).mock.calls).toEqual(
      revalidated.map((tag) => [tag, { expire: 0 }]),
    );
    // Every article shows other posts, and those prerendered from the snapshot have no tags.
    expect(jest.mocked(revalidatePath)).toHaveBeenCalledWith('/(site)/insights/[slug]', 'page');
    expect(jest.mocked(revalidatePath)).toHaveBeenCalledWith('/sitemap.xml');
  });

  it('keeps pages served while WordPress does not answer: they refresh once it does', async () => {
    // Nothing listens on the discard port: the webhook arrives while WordPress is down.
    process.env.WORDPRESS_URL = 'http://127.0.0.1:9';
    resetConfigForTests();
    const memo = globalThis as { __contentApi?: unknown };
    delete memo.__contentApi;
    jest.mocked(revalidatePath).mockClear();
    try {
      const response = await POST(signedRequest(body));
      expect(response.status).toBe(200);
      const { revalidated, deferred } = (await response.json()) as {
        revalidated: string[];
        deferred: boolean;
      };
      expect(deferred).toBe(true);
      expect(jest.mocked(revalidateTag).mock.calls).toEqual(revalidated.map((tag) => [tag, 'max']));
      // No page is expired, but for the renamed post's old address: the store answers it (a
      // redirect to the new one), without WordPress.
      expect(jest.mocked(revalidatePath).mock.calls).toEqual([['/insights/old-slug']]);
    } finally {
      delete process.env.WORDPRESS_URL;
      resetConfigForTests();
      delete memo.__contentApi;
    }
  });

  it('accepts a signed call from another origin (WordPress is a server, not a browser)', async () => {
    const response = await POST(
      signedRequest(body, {
        headers: { 'sec-fetch-site': 'cross-site', origin: 'https://cms.example.com' },
      }),
    );
    expect(response.status).toBe(200);
  });

  it('refuses a wrong signature, a signature of another body, and no signature with 401', async () => {
    expect(
      (await POST(signedRequest(body, { secret: 'another-secret-of-enough-length' }))).status,
    ).toBe(401);
    const tampered = signedRequest(body);
    const other = new Request(tampered.url, {
      method: 'POST',
      headers: tampered.headers,
      body: body.replace('42', '43'),
    });
    expect((await POST(other)).status).toBe(401);
    const unsigned = new Request('http://localhost:3000/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const response = await POST(unsigned);
    expect(response.status).toBe(401);
    expect(jest.mocked(revalidateTag)).not.toHaveBeenCalled();
  });

  it('refuses a timestamp more than 5 minutes old (a replay) with 401', async () => {
    const old = Math.floor(Date.now() / 1000) - 301;
    const response = await POST(signedRequest(body, { timestamp: old }));
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /expired/,
    );
  });

  it('answers 401 when no secret is configured', async () => {
    delete process.env.WORDPRESS_REVALIDATE_SECRET;
    resetConfigForTests();
    expect((await POST(signedRequest(body))).status).toBe(401);
  });

  it('answers 400 for a signed body of the wrong shape', async () => {
    const bad = JSON.stringify({ changes: [{ kind: 'post', action: 'explode', id: 1 }] });
    expect((await POST(signedRequest(bad))).status).toBe(400);
    expect((await POST(signedRequest(JSON.stringify({ changes: [] })))).status).toBe(400);
  });

  it('is rate-limited per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await POST(signedRequest(body))).status);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('POST /api/revalidate and a renamed post', () => {
  const rename = (id: number, previousSlug: string, slug: string) =>
    JSON.stringify({ changes: [{ kind: 'post', action: 'update', id, slug, previousSlug }] });

  it('records the old address, which then leads to the new one, a chain in one hop', async () => {
    expect((await POST(signedRequest(rename(77, 'alpha-title', 'beta-title')))).status).toBe(200);
    expect((await POST(signedRequest(rename(77, 'beta-title', 'gamma-title')))).status).toBe(200);
    for (const slug of ['alpha-title', 'beta-title']) {
      expect(await findStoredRedirect(getDb(), `/insights/${slug}`)).toEqual({
        to: '/insights/gamma-title',
        permanent: true,
      });
    }
    expect(await findStoredRedirect(getDb(), '/insights/gamma-title')).toBeNull();
    // Both old addresses and the new one leave Next's cache.
    expect(jest.mocked(revalidatePath)).toHaveBeenCalledWith('/insights/alpha-title');
    expect(jest.mocked(revalidatePath)).toHaveBeenCalledWith('/insights/beta-title');
    expect(jest.mocked(revalidatePath)).toHaveBeenCalledWith('/insights/gamma-title');
  });

  it('finishes its answer only once the cache in front holds the new answers', async () => {
    const answers = new Map([
      ['/insights/first-rename', { status: 308, location: '/insights/second-rename' }],
      ['/insights/second-rename', { status: 200, location: undefined }],
      ['/sitemap.xml', { status: 200, location: undefined }],
    ]);
    const seen: string[] = [];
    // nginx's refresh server, as the site sees it: each address's answer, with Cache-Control.
    const server = http.createServer((req, res) => {
      seen.push(`${req.url} ${req.headers['accept-encoding']} ${req.headers.host}`);
      const answer = answers.get(req.url ?? '') ?? { status: 404, location: undefined };
      res.writeHead(answer.status, {
        'cache-control': 's-maxage=10, stale-while-revalidate=31535990',
        ...(answer.location ? { location: answer.location } : {}),
      });
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    process.env.CACHE_REFRESH_URL = `http://127.0.0.1:${port}`;
    process.env.SITE_URL = 'https://www.example.com';
    resetConfigForTests();
    try {
      const response = await POST(signedRequest(rename(78, 'first-rename', 'second-rename')));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const answer = (await response.json()) as { refreshed: string[] };
      // The two addresses, and the sitemap that names them.
      expect(answer.refreshed.sort()).toEqual([
        '/insights/first-rename',
        '/insights/second-rename',
        '/sitemap.xml',
      ]);
      expect(seen.sort()).toEqual(
        [
          '/insights/first-rename gzip www.example.com',
          '/insights/first-rename identity www.example.com',
          '/insights/second-rename gzip www.example.com',
          '/insights/second-rename identity www.example.com',
          '/sitemap.xml gzip www.example.com',
          '/sitemap.xml identity www.example.com',
        ].sort(),
      );
    } finally {
      delete process.env.CACHE_REFRESH_URL;
      delete process.env.SITE_URL;
      resetConfigForTests();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('POST /api/revalidate hands post changes to the newsletter', () => {
  const published = JSON.stringify({ changes: [{ kind: 'post', action: 'publish', id: 4242 }] });

  afterEach(async () => {
    delete process.env.NEWSLETTER_ENABLED;
    resetConfigForTests();
    await clearNewsletter();
  });

  it('queues one job per post change while the newsletter is on', async () => {
    process.env.NEWSLETTER_ENABLED = 'true';
    resetConfigForTests();
    expect((await POST(signedRequest(published))).status).toBe(200);
    const jobs = await getDb()
      .selectFrom('jobs')
      .select(['kind', 'ref'])
      .where('kind', '=', 'newsletter-post')
      .execute();
    expect(jobs).toEqual([{ kind: 'newsletter-post', ref: JSON.stringify({ postId: 4242 }) }]);
  });

  it('while it is off, records the post as already seen, so switching it on never mails it', async () => {
    expect((await POST(signedRequest(published))).status).toBe(200);
    const seen = await getDb().selectFrom('newsletter_posts').selectAll().execute();
    expect(seen).toMatchObject([{ post_id: 4242, state: 'archive' }]);
    const jobs = await getDb().selectFrom('jobs').select('kind').execute();
    expect(jobs).toEqual([]);
  });
});
