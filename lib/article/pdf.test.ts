import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GET } from '@/app/api/pdf/route';
import { resetConfigForTests } from '@/lib/config';
import { resetRateLimitsForTests } from '@/lib/http/rate-limit';
import { pdfViewerSource } from './pdf';

const PDF = Buffer.from('%PDF-1.4\n%fake but typed\n');
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/wp-content/uploads/study.pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': PDF.length });
      res.end(PDF);
    } else if (req.url === '/wp-content/uploads/page.pdf') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html></html>');
    } else if (req.url === '/wp-content/uploads/moved.pdf') {
      res.writeHead(302, { location: 'https://evil.example/x.pdf' });
      res.end();
    } else if (req.url === '/wp-content/uploads/huge.pdf') {
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-length': String(100 * 1024 * 1024),
      });
      res.end();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.WORDPRESS_URL = origin;
  process.env.SITE_URL = 'https://site.test';
  resetConfigForTests();
});
afterAll(async () => {
  delete process.env.WORDPRESS_URL;
  delete process.env.SITE_URL;
  resetConfigForTests();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => resetRateLimitsForTests());

const get = (url: string) =>
  GET(new Request(`https://site.test/api/pdf?url=${encodeURIComponent(url)}`));

describe('GET /api/pdf', () => {
  it('streams a PDF from the media host', async () => {
    const response = await get(`${origin}/wp-content/uploads/study.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it.each([
    ['another host', 'https://evil.example/x.pdf'],
    ['a look-alike host', `${origin}.evil.example/x.pdf`],
    ['credentials before another host', `http://127.0.0.1@evil.example/x.pdf`],
    ['a non-http scheme', 'file:///etc/passwd'],
    ['nothing', ''],
  ])('refuses %s with 400', async (_name, url) => {
    expect((await get(url)).status).toBe(400);
  });

  it('refuses a file that is not a PDF', async () => {
    expect((await get(`${origin}/wp-content/uploads/page.pdf`)).status).toBe(415);
  });

  it('does not follow a redirect off the media host', async () => {
    expect((await get(`${origin}/wp-content/uploads/moved.pdf`)).status).toBe(502);
  });

  it('answers 404 for a missing file and 413 for a huge one', async () => {
    expect((await get(`${origin}/wp-content/uploads/missing.pdf`)).status).toBe(404);
    expect((await get(`${origin}/wp-content/uploads/huge.pdf`)).status).toBe(413);
  });
});

describe('pdfViewerSource', () => {
  it('loads own files directly, media-host files through the proxy, others not at all', () => {
    expect(pdfViewerSource('/media/study.pdf')).toBe('/media/study.pdf');
    expect(pdfViewerSource('https://site.test/media/study.pdf')).toBe('/media/study.pdf');
    expect(pdfViewerSource(`${origin}/wp-content/uploads/study.pdf`)).toBe(
      `/api/pdf?url=${encodeURIComponent(`${origin}/wp-content/uploads/study.pdf`)}`,
    );
    expect(pdfViewerSource('https://elsewhere.example/study.pdf')).toBeNull();
    expect(pdfViewerSource('javascript:alert(1)')).toBeNull();
  });
});

describe('PDFs on a media host of their own (WORDPRESS_MEDIA_URLS)', () => {
  beforeAll(() => {
    process.env.WORDPRESS_URL = 'https://cms.example.com';
    process.env.WORDPRESS_MEDIA_URLS = `https://cdn.example.net,${origin}`;
    resetConfigForTests();
  });
  afterAll(() => {
    process.env.WORDPRESS_URL = origin;
    delete process.env.WORDPRESS_MEDIA_URLS;
    resetConfigForTests();
  });

  it('shows them in the viewer through the proxy, which streams them', async () => {
    const url = `${origin}/wp-content/uploads/study.pdf`;
    expect(pdfViewerSource(url)).toBe(`/api/pdf?url=${encodeURIComponent(url)}`);
    expect(pdfViewerSource('https://cdn.example.net/study.pdf')).toBe(
      `/api/pdf?url=${encodeURIComponent('https://cdn.example.net/study.pdf')}`,
    );
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('no longer takes WORDPRESS_URL’s own origin, which is not among them', async () => {
    expect(pdfViewerSource('https://cms.example.com/study.pdf')).toBeNull();
    expect((await get('https://cms.example.com/study.pdf')).status).toBe(400);
  });
});
