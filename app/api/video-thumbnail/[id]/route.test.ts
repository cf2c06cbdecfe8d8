import { resetRateLimitsForTests } from '@/lib/http/rate-limit';
import { GET } from './route';

const ID = 'sfGtw2C95Ms';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);

const get = (id: string, ip = '203.0.113.7') =>
  GET(
    new Request(`https://site.test/api/video-thumbnail/${id}`, {
      headers: { 'x-forwarded-for': ip },
    }),
    { params: Promise.resolve({ id }) },
  );

let fetchMock: jest.SpyInstance;
beforeEach(() => {
  resetRateLimitsForTests();
  fetchMock = jest.spyOn(globalThis, 'fetch');
  jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterEach(() => jest.restoreAllMocks());

describe('GET /api/video-thumbnail/{id}', () => {
  it("serves YouTube's thumbnail for the video from this site, cached for a day", async () => {
    fetchMock.mockResolvedValue(new Response(JPEG, { headers: { 'content-type': 'image/jpeg' } }));
    const response = await get(ID);
    expect(fetchMock).toHaveBeenCalledWith(
      `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
      expect.anything(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=86400/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(JPEG);
  });

  it('answers a transparent, uncached image when YouTube cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const response = await get(ID);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toMatch(/^<svg [^>]*width="480" height="360"/);
  });

  it('does not pass on an error page or a non-image from YouTube', async () => {
    fetchMock.mockResolvedValueOnce(new Response('gone', { status: 404 }));
    expect((await get(ID)).headers.get('content-type')).toBe('image/svg+xml');
    fetchMock.mockResolvedValueOnce(
      new Response('<html></html>', { headers: { 'content-type': 'text/html' } }),
    );
    expect((await get(ID)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('refuses anything but an 11-character video id, without fetching', async () => {
    for (const id of ['short', 'sfGtw2C95Ms1', '..%2Fetc%2Fpa', 'sfGtw2C95M!']) {
      const response = await get(id);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(/exactly 11/);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('limits one visitor to 120 thumbnails a minute with a clear 429 and Retry-After', async () => {
    fetchMock.mockImplementation(
      async () => new Response(JPEG, { headers: { 'content-type': 'image/jpeg' } }),
    );
    for (let i = 0; i < 120; i++) expect((await get(ID)).status).toBe(200);
    const limited = await get(ID);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.message).toMatch(/Too many thumbnail requests/);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await get(ID, '198.51.100.9')).status).toBe(200);
  });
});
