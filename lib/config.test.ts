import path from 'node:path';
import { ConfigError, DEFAULT_SITE_URL, mailboxAddress, parseConfig } from './config';

describe('mailboxAddress', () => {
  it.each([
    ['hello@example.com', 'hello@example.com'],
    ['Hidden Growth <hello@example.com>', 'hello@example.com'],
    ['"Growth, Hidden" <hello@example.com>', 'hello@example.com'],
    ['<hello@example.com>', 'hello@example.com'],
  ])('finds the address in %s', (value, address) => {
    expect(mailboxAddress(value)).toBe(address);
  });

  it.each(['Hidden Growth', 'Hidden Growth <>', 'a <b@example.com> <c@example.com>'])(
    'finds none in %s',
    (value) => {
      expect(mailboxAddress(value)).toBeNull();
    },
  );
});

describe('parseConfig', () => {
  it('gives a working configuration on a fresh machine with no variables set', () => {
    const config = parseConfig({});
    expect(config.siteUrl).toBe(DEFAULT_SITE_URL);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.backend).toEqual({ mode: 'local' });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.wordpress.url).toBeUndefined();
    expect(config.wordpress.mediaOrigins).toEqual([]);
    expect(config.trustProxy).toBe(false);
    expect(config.gaId).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(parseConfig({ SITE_URL: '', WORDPRESS_URL: ' ', SMTP_URL: '' }).siteUrl).toBe(
      DEFAULT_SITE_URL,
    );
  });

  it('strips trailing slashes from URLs', () => {
    const config = parseConfig({
      SITE_URL: 'https://example.com/',
      WORDPRESS_URL: 'https://cms.example.com//',
    });
    expect(config.siteUrl).toBe('https://example.com');
    expect(config.wordpress.url).toBe('https://cms.example.com');
  });

  it('takes the media origins from WORDPRESS_MEDIA_URLS, by default WORDPRESS_URL’s origin', () => {
    expect(
      parseConfig({ WORDPRESS_URL: 'https://cms.example.com/blog/' }).wordpress.mediaOrigins,
    ).toEqual(['https://cms.example.com']);
    expect(
      parseConfig({
        WORDPRESS_URL: 'https://cms.example.com',
        WORDPRESS_MEDIA_URLS:
          ' https://CDN.example.com , https://www.cms.example.com/,http://10.0.0.5:8080,https://cdn.example.com:443 ',
      }).wordpress.mediaOrigins,
    ).toEqual(['https://cdn.example.com', 'https://www.cms.example.com', 'http://10.0.0.5:8080']);
    expect(parseConfig({ WORDPRESS_MEDIA_URLS: ' , ' }).wordpress.mediaOrigins).toEqual([]);
  });

  it.each([
    ['WORDPRESS_MEDIA_URLS', 'https://cdn.example.com/uploads'],
    ['WORDPRESS_MEDIA_URLS', 'https://cdn.example.com,ftp://files.example.com'],
    ['WORDPRESS_MEDIA_URLS', 'cdn.example.com'],
    ['SITE_URL', 'not a url'],
    ['SITE_URL', 'ftp://example.com'],
    ['TRUST_PROXY', 'maybe'],
    ['NEXT_PUBLIC_GA_ID', 'UA-123'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['LEADS_NOTIFY_EMAIL', 'nobody'],
    ['MAIL_FROM', 'Hidden Growth'],
    ['MAIL_FROM', 'Hidden Growth <hello>'],
    ['MAIL_FROM', 'Hidden Growth hello@example.com'],
    ['APP_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['WORDPRESS_REVALIDATE_SECRET', 'tiny'],
    ['DATABASE_URL', 'mysql://db.example.com/site'],
    ['REDIS_URL', 'http://cache.example.com'],
    ['JOBS_SECRET', 'short'],
    ['NEWSLETTER_ENABLED', 'perhaps'],
    ['NEWSLETTER_HOLD_MINUTES', '-5'],
    ['NEWSLETTER_HOLD_MINUTES', '2h'],
    ['NEWSLETTER_MODE', 'daily'],
    ['NEWSLETTER_DIGEST_AT', 'someday 09:00'],
    ['NEWSLETTER_DIGEST_AT', 'mon 25:00'],
    ['NEWSLETTER_SEND_RATE', '0'],
    ['NEWSLETTER_OWNER_EMAIL', 'owner'],
    ['NEWSLETTER_BOUNCE_ADDRESS', 'bounces+x@example.com'],
    ['NEWSLETTER_INBOUND_SECRET', 'short'],
  ])('refuses a bad %s and names it', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    try {
      parseConfig({ [name]: value });
    } catch (error) {
      expect((error as ConfigError).message).toContain(name);
    }
  });

  it.each([
    [
      { ALERT_WEBHOOK_URL: 'hooks.example.com/x', ALERT_WEBHOOK_SECRET: 'x'.repeat(16) },
      'ALERT_WEBHOOK_URL',
    ],
    [{ ALERT_WEBHOOK_URL: 'https://hooks.example.com/x' }, 'ALERT_WEBHOOK_SECRET'],
    [
      { ALERT_WEBHOOK_URL: 'https://hooks.example.com/x', ALERT_WEBHOOK_SECRET: 'short' },
      'ALERT_WEBHOOK_SECRET',
    ],
    [{ ALERT_EMAIL: 'owner@example.com' }, 'ALERT_SMTP_URL'],
    [{ ALERT_SMTP_URL: 'smtp://relay.example.com' }, 'ALERT_EMAIL'],
    [{ ALERT_EMAIL: 'owner', ALERT_SMTP_URL: 'smtp://relay.example.com' }, 'ALERT_EMAIL'],
    [
      { ALERT_EMAIL: 'owner@example.com', ALERT_SMTP_URL: 'https://relay.example.com' },
      'ALERT_SMTP_URL',
    ],
  ])('refuses an alert channel set up by half (%j) and names %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(new RegExp(`^[\\s\\S]*  - ${name}:`));
  });

  it('sends alerts only through the channels set up, the mail through its own relay', () => {
    expect(parseConfig({}).alerts).toEqual({ webhook: undefined, mail: undefined });
    const config = parseConfig({
      SMTP_URL: 'smtp://site-relay.example.com',
      ALERT_WEBHOOK_URL: 'https://hooks.example.com/services/T0/B0/x/',
      ALERT_WEBHOOK_SECRET: 'a-shared-secret-of-16+',
      ALERT_EMAIL: 'owner@example.com',
      ALERT_SMTP_URL: 'smtps://owner:pw@other-relay.example.com:465',
    });
    expect(config.alerts).toEqual({
      webhook: {
        url: 'https://hooks.example.com/services/T0/B0/x',
        secret: 'a-shared-secret-of-16+',
      },
      mail: {
        to: 'owner@example.com',
        smtpUrl: 'smtps://owner:pw@other-relay.example.com:465',
        from: 'Hidden Growth <hello@hiddengrowth.co>',
      },
    });
  });

  it('keeps an ntfy webhook’s template query as written', () => {
    const url = 'https://ntfy.example.com/site-alerts?tpl=1&t={{.alert.title}}&m={{.text}}';
    const config = parseConfig({ ALERT_WEBHOOK_URL: url, ALERT_WEBHOOK_SECRET: 'x'.repeat(16) });
    expect(config.alerts.webhook?.url).toBe(url);
  });

  it('switches to the remote backend only with both the URL and the key', () => {
    const config = parseConfig({
      BACKEND_FUNCTIONS_URL: 'https://fn.example.com',
      BACKEND_ANON_KEY: 'anon',
    });
    expect(config.backend).toEqual({
      mode: 'remote',
      functionsUrl: 'https://fn.example.com',
      anonKey: 'anon',
    });
    expect(() => parseConfig({ BACKEND_FUNCTIONS_URL: 'https://fn.example.com' })).toThrow(
      /BACKEND_ANON_KEY/,
    );
    expect(() => parseConfig({ BACKEND_ANON_KEY: 'anon' })).toThrow(/BACKEND_FUNCTIONS_URL/);
  });

  it('reads drafts for preview only with both the user and the application password', () => {
    expect(parseConfig({}).wordpress.preview).toBeUndefined();
    expect(
      parseConfig({
        WORDPRESS_PREVIEW_USER: 'site-preview',
        WORDPRESS_PREVIEW_PASSWORD: 'abcd efgh ijkl mnop qrst uvwx',
      }).wordpress.preview,
    ).toEqual({ user: 'site-preview', password: 'abcd efgh ijkl mnop qrst uvwx' });
    expect(() => parseConfig({ WORDPRESS_PREVIEW_USER: 'site-preview' })).toThrow(
      /WORDPRESS_PREVIEW_PASSWORD/,
    );
    expect(() => parseConfig({ WORDPRESS_PREVIEW_PASSWORD: 'secret' })).toThrow(
      /WORDPRESS_PREVIEW_USER/,
    );
  });

  it('keeps the store in SQLite unless DATABASE_URL names a PostgreSQL server', () => {
    expect(parseConfig({}).store).toEqual({ kind: 'sqlite' });
    const secret = 'x'.repeat(32);
    expect(
      parseConfig({ DATABASE_URL: 'postgres://site@db.example.com/site', APP_SECRET: secret })
        .store,
    ).toEqual({ kind: 'postgres', url: 'postgres://site@db.example.com/site' });
  });

  it('requires APP_SECRET with DATABASE_URL, since no instance may generate its own', () => {
    expect(() => parseConfig({ DATABASE_URL: 'postgresql://db.example.com/site' })).toThrow(
      /APP_SECRET: is required when DATABASE_URL is set/,
    );
  });

  it('reads where the server listens, and refuses a port that is not one', () => {
    expect(parseConfig({}).server).toEqual({ port: 3000, hostname: undefined });
    expect(
      parseConfig({ PORT: '8080', HOSTNAME: '127.0.0.1', KEEP_ALIVE_TIMEOUT: '65000' }).server,
    ).toEqual({ port: 8080, hostname: '127.0.0.1', keepAliveTimeoutMs: 65000 });
    expect(() => parseConfig({ PORT: '80a' })).toThrow('PORT: must be a port number');
    expect(() => parseConfig({ PORT: '70000' })).toThrow('PORT: must be a port number');
    expect(() => parseConfig({ KEEP_ALIVE_TIMEOUT: '-1' })).toThrow(
      'KEEP_ALIVE_TIMEOUT: must be a number of milliseconds',
    );
  });

  it('reads boolean flags', () => {
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('keeps the sending newsletter off by default, with a two-hour hold and derived addresses', () => {
    expect(parseConfig({}).newsletter).toEqual({
      enabled: false,
      holdMinutes: 120,
      mode: 'each',
      digestAt: { day: 1, hour: 9, minute: 0 },
      sendRate: 60,
      ownerEmail: undefined,
      bounceAddress: 'bounces@hiddengrowth.co',
      inboundSecret: undefined,
    });
    const config = parseConfig({
      NEWSLETTER_ENABLED: 'true',
      NEWSLETTER_MODE: 'weekly',
      NEWSLETTER_DIGEST_AT: 'Friday 16:30',
      LEADS_NOTIFY_EMAIL: 'team@example.com',
      MAIL_FROM: 'Site <news@example.org>',
      NEWSLETTER_INBOUND_SECRET: 'inbound-secret-0123',
    }).newsletter;
    expect(config).toMatchObject({
      enabled: true,
      mode: 'weekly',
      digestAt: { day: 5, hour: 16, minute: 30 },
      ownerEmail: 'team@example.com',
      bounceAddress: 'bounces@example.org',
      inboundSecret: 'inbound-secret-0123',
    });
  });

  it('books from a calendar only with its URL, user and password, and checks the booking numbers', () => {
    expect(parseConfig({}).booking).toEqual({
      caldav: undefined,
      caldavTimeoutMs: 4000,
      reminderSeconds: undefined,
    });
    const calendar = {
      BOOKING_CALDAV_URL: 'https://dav.example.com/calendars/owner/calls',
      BOOKING_CALDAV_USER: 'owner',
      BOOKING_CALDAV_PASSWORD: 'app password',
    };
    expect(parseConfig(calendar).booking.caldav).toEqual({
      url: 'https://dav.example.com/calendars/owner/calls/',
      user: 'owner',
      password: 'app password',
    });
    expect(() => parseConfig({ ...calendar, BOOKING_CALDAV_PASSWORD: '' })).toThrow(
      /BOOKING_CALDAV_PASSWORD: BOOKING_CALDAV_URL, BOOKING_CALDAV_USER and BOOKING_CALDAV_PASSWORD must be set together/,
    );
    expect(() => parseConfig({ BOOKING_CALDAV_USER: 'owner' })).toThrow(/BOOKING_CALDAV_URL/);
    expect(() => parseConfig({ ...calendar, BOOKING_CALDAV_URL: 'webcal://x' })).toThrow(
      /BOOKING_CALDAV_URL: must be an http\(s\) URL/,
    );
    expect(parseConfig({ BOOKING_REMINDER_SECONDS: '5' }).booking.reminderSeconds).toBe(5);
    expect(() => parseConfig({ BOOKING_REMINDER_SECONDS: 'soon' })).toThrow(
      /BOOKING_REMINDER_SECONDS: must be a number of seconds/,
    );
    expect(() => parseConfig({ BOOKING_CALDAV_TIMEOUT_MS: '10' })).toThrow(
      /BOOKING_CALDAV_TIMEOUT_MS: must be at least 100/,
    );
  });
});
