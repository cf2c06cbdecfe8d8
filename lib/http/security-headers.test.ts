import { contentSecurityPolicy, securityHeaders } from './security-headers';

function directives(csp: string) {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  ) as Record<string, string[]>;
}

describe('security headers', () => {
  it('forbids framing, plugins and foreign scripts', () => {
    const d = directives(contentSecurityPolicy({ isProduction: true }));
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
    expect(d['form-action']).toEqual(["'self'"]);
    expect(d['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d['connect-src']).toEqual(["'self'"]);
  });

  it('allows eval only in development', () => {
    expect(contentSecurityPolicy({ isProduction: false })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ isProduction: true })).not.toContain("'unsafe-eval'");
  });

  it('adds Google tag hosts only when GA4 is configured', () => {
    expect(contentSecurityPolicy({ isProduction: true })).not.toContain('googletagmanager');
    const d = directives(contentSecurityPolicy({ isProduction: true, gaId: 'G-TEST1234' }));
    expect(d['script-src']).toContain('https://www.googletagmanager.com');
    expect(d['connect-src']).toContain('https://*.google-analytics.com');
  });

  it('allows images from every WordPress media host', () => {
    const d = directives(
      contentSecurityPolicy({
        isProduction: true,
        mediaOrigins: ['https://cms.example.com', 'https://cdn.example.net'],
      }),
    );
    expect(d['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cms.example.com',
      'https://cdn.example.net',
    ]);
    expect(directives(contentSecurityPolicy({ isProduction: true }))['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
    ]);
  });

  it('sends HSTS in production only', () => {
    const keys = (isProduction: boolean) => securityHeaders({ isProduction }).map((h) => h.key);
    expect(keys(true)).toContain('Strict-Transport-Security');
    expect(keys(false)).not.toContain('Strict-Transport-Security');
    expect(keys(true)).toEqual(
      expect.arrayContaining([
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'Content-Security-Policy',
      ]),
    );
  });
});
