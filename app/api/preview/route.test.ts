import { resetConfigForTests } from '@/lib/config';
import { resetRateLimitsForTests } from '@/lib/http/rate-limit';
import { signPreview } from '@/lib/wordpress/preview-token';
import { POST } from './exit/route';
import { GET } from './route';

const SECRET = 'a-long-shared-webhook-secret-1234';

function link(params: Record<string, string | number>) {
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)]),
  );
  return new Request(`http://localhost:3000/api/preview?${query}`, {
    headers: { 'x-forwarded-for': '198.51.100.7' },
  });
}

function signed(claim: { post: number; revision: number; expires: number }) {
  return link({ ...claim, signature: signPreview(SECRET, claim) });
}

const inTenMinutes = () => Math.floor(Date.now() / 1000) + 600;

beforeEach(() => {
  process.env.WORDPRESS_REVALIDATE_SECRET = SECRET;
  delete process.env.WORDPRESS_URL;
  delete process.env.WORDPRESS_PREVIEW_USER;
  delete process.env.WORDPRESS_PREVIEW_PASSWORD;
  resetConfigForTests();
  resetRateLimitsForTests();
});

afterAll(() => {
  delete process.env.WORDPRESS_REVALIDATE_SECRET;
  resetConfigForTests();
});

describe('GET /api/preview', () => {
  it('says plainly that preview needs WordPress on the snapshot source', async () => {
    const response = await GET(signed({ post: 42, revision: 0, expires: inTenMinutes() }));
    expect(response.status).toBe(501);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toContain('Preview needs WordPress');
  });

  describe('with WordPress', () => {
    beforeEach(() => {
      process.env.WORDPRESS_URL = 'https://cms.example.com';
      resetConfigForTests();
    });

    it('refuses a tampered or expired link with a page that says why, and no cookie', async () => {
      const claim = { post: 42, revision: 0, expires: inTenMinutes() };
      const tampered = link({ ...claim, post: 43, signature: signPreview(SECRET, claim) });
      const old = { post: 42, revision: 0, expires: Math.floor(Date.now() / 1000) - 5 };
      for (const [request, reason] of [
        [tampered, 'The preview link’s signature is not valid.'],
        [signed(old), 'The preview link has expired.'],
        [link({ post: 42 }), 'The preview link is incomplete or malformed.'],
      ] as const) {
        const response = await GET(request);
        expect(response.status).toBe(401);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(response.headers.get('x-robots-tag')).toBe('noindex');
        expect(response.headers.get('set-cookie')).toBeNull();
        const html = await response.text();
        expect(html).toContain('This preview link cannot be used');
        expect(html).toContain(reason);
      }
    });

    it('says so when the site has no preview account', async () => {
      const response = await GET(signed({ post: 42, revision: 0, expires: inTenMinutes() }));
      expect(response.status).toBe(503);
      expect(await response.text()).toContain(
        'WORDPRESS_PREVIEW_USER and WORDPRESS_PREVIEW_PASSWORD',
      );
    });
  });
});

describe('POST /api/preview/exit', () => {
  function exit(body: string, origin = 'http://localhost:3000') {
    return new Request('http://localhost:3000/api/preview/exit', {
      method: 'POST',
      headers: {
        origin,
        host: 'localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '198.51.100.8',
      },
      body,
    });
  }

  it('returns only to the site’s own article and list paths', async () => {
    for (const to of [
      'https://evil.example/insights',
      '//evil.example',
      '/insights/a/b',
      '/admin',
    ]) {
      const response = await POST(exit(new URLSearchParams({ to }).toString()));
      expect(response.status).toBe(400);
    }
  });

  it('accepts no post from another site', async () => {
    const response = await POST(exit('to=%2Finsights', 'https://evil.example'));
    expect(response.status).toBe(403);
  });
});
