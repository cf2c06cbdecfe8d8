/**
 * Security headers for every response. The CSP is the strictest that keeps pages static: a
 * nonce would render every page per request, so inline scripts take 'unsafe-inline' and all
 * else is pinned to this origin and the few hosts the site uses.
 */
export interface SecurityHeaderOptions {
  isProduction: boolean;
  /** GA4 measurement id; adds Google's tag hosts when set. */
  gaId?: string;
  /** Origins of WordPress's media hosts, for images shown unoptimised. */
  mediaOrigins?: readonly string[];
}

const YOUTUBE_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];
const GA_SCRIPTS = ['https://www.googletagmanager.com'];
const GA_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const ga = Boolean(options.gaId);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(options.isProduction ? [] : ["'unsafe-eval'"]),
      ...(ga ? GA_SCRIPTS : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...(options.mediaOrigins ?? []),
      ...(ga ? GA_CONNECT : []),
    ],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(ga ? GA_CONNECT : [])],
    'frame-src': YOUTUBE_FRAMES,
    'media-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value:
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    },
    { key: 'X-Frame-Options', value: 'DENY' },
    ...(options.isProduction
      ? [
          {
            key: 'Strict-Transport-Security',
            value: 'max-age=63072000; includeSubDomains; preload',
          },
        ]
      : []),
  ];
}
