import path from 'node:path';
import type { NextConfig } from 'next';
import { getConfigOrExit } from './lib/config';
import { FORM_POST_MAX_BYTES } from './lib/http/form-post-cap';
import { PERSONAL_PAGES, PERSONAL_REFERRER_POLICY } from './lib/http/personal-pages';
import { IMAGE_FORMATS, mediaImageOptions } from './lib/images';
import { toNextRedirects } from './lib/seo/redirects';
import { ownerRedirects } from './content/redirects';
import { securityHeaders } from './lib/http/security-headers';

const config = getConfigOrExit();
const { mediaOrigins } = config.wordpress;

const nextConfig: NextConfig = {
  // A second build (the secrets check) goes beside the served one, never over it.
  distDir: config.distDir,
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['better-sqlite3'],
  // Pages, route answers and fetched data: Next's own cache per instance, or with REDIS_URL one
  // cache in Redis shared by every instance. The server reads this file when it starts, so the
  // choice is the running environment's.
  cacheHandler: config.redisUrl ? path.resolve('lib/cache/redis-handler.mjs') : undefined,
  experimental: {
    // Off: the stylesheet is a file, cached across pages. Inlined, it spares a render-blocking
    // request, but Next 16.4 also writes its text twice into every page's flight data
    // (vercel/next.js#98079, #95141), and the pages, twice as large, scored lower in
    // Lighthouse. Worth measuring again once that is fixed (docs/performance.md).
    inlineCss: false,
    // app/global-not-found.tsx answers every path no route claims, as a whole server page.
    globalNotFound: true,
    // The forms' Server Actions: the largest a visitor sends is the screener's contact step
    // (about 16 kB at worst, with the answers so far in hidden fields and React's copy of the
    // previous state), far under Next's 1 MB default that anyone could make it read. The
    // site's server (server.ts) refuses a larger post to a page before Next reads it; under
    // `next dev`, Next's own copy of a body for the request gate (proxy.ts, 10 MB by default)
    // stops at the same size.
    serverActions: { bodySizeLimit: FORM_POST_MAX_BYTES },
    proxyClientMaxBodySize: FORM_POST_MAX_BYTES,
  },
  images: {
    formats: IMAGE_FORMATS,
    // Next's own policy for optimised images, with the site's refusal to be framed.
    contentSecurityPolicy: "script-src 'none'; frame-src 'none'; sandbox; frame-ancestors 'none'",
    ...mediaImageOptions(mediaOrigins),
  },
  // The owner's own redirects (content/redirects.ts), answered before any page.
  async redirects() {
    return toNextRedirects(ownerRedirects);
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders({
          isProduction: process.env.NODE_ENV === 'production',
          gaId: config.gaId,
          mediaOrigins,
        }),
      },
      // A page whose address carries a personal token names no more than the site's origin to
      // the requests it makes (the later entry wins for the same header).
      ...PERSONAL_PAGES.map((source) => ({
        source,
        headers: [{ key: 'Referrer-Policy', value: PERSONAL_REFERRER_POLICY }],
      })),
    ];
  },
};

export default nextConfig;
