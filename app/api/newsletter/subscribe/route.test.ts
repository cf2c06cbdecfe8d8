import { registerSiteJobs } from '@/lib/site-jobs';
import { getDb } from '@/lib/db';
import { runDueJobs } from '@/lib/jobs';
import { confirmationFor, mailsTo, newsletterSink, subscriberRow } from '@/test/newsletter';
import { jsonRequest } from '@/test/request';
import { POST as confirm } from '../confirm/route';
import { POST as subscribe } from './route';

registerSiteJobs();

const sink = newsletterSink();

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };
const fromIp = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

describe('POST /api/newsletter/subscribe', () => {
  it('starts the double opt-in and records the page it came from', async () => {
    const response = await subscribe(
      jsonRequest(
        '/api/newsletter/subscribe',
        { email: '  Ada@Example.COM ' },
        { headers: { referer: 'http://localhost:3000/insights/some-post?x=1' } },
      ),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: expect.stringContaining('Successfully subscribed to newsletter'),
      alreadySubscribed: false,
    });
    expect(await subscriberRow('ada@example.com')).toMatchObject({
      status: 'pending',
      consent_source: 'sign-up form',
      consent_page: '/insights/some-post',
    });
    await confirmationFor(sink, 'ada@example.com');
  });

  it('during a mail outage answers that the code has not been sent, then sends it once', async () => {
    sink.failNext(1);
    const post = () =>
      subscribe(jsonRequest('/api/newsletter/subscribe', { email: 'out@example.com' }));
    const first = await post();
    expect(first.status).toBe(200);
    expect(((await first.json()) as { message: string }).message).toMatch(
      /^Thanks for signing up\. Our mail server is not accepting email right now/,
    );
    const second = await post();
    expect(second.status).toBe(200);
    expect(((await second.json()) as { message: string }).message).toMatch(
      /^Your confirmation email has not been sent yet/,
    );
    expect(await runDueJobs(new Date(Date.now() + 60_000))).toEqual({
      'newsletter-confirmation': { sent: 1 },
    });
    await confirmationFor(sink, 'out@example.com');
    expect(mailsTo(sink, 'out@example.com')).toHaveLength(1);
  });

  it.each([
    ['a missing email', {}, 'email', 'Please enter your email address'],
    ['an empty email', { email: '   ' }, 'email', 'Please enter your email address'],
    ['a malformed email', { email: 'ada@' }, 'email', 'Please enter a valid email address'],
    ['an unknown field', { email: 'a@b.co', confirmed: true }, 'confirmed', 'Unknown field.'],
  ])('refuses %s with 400 and the field at fault', async (_name, body, field, message) => {
    const response = await subscribe(jsonRequest('/api/newsletter/subscribe', body));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields?.[field]).toBe(message);
    expect(await getDb().selectFrom('newsletter_subscribers').selectAll().execute()).toEqual([]);
  });

  it('drops a filled decoy silently: same answer, nothing stored, no mail', async () => {
    const response = await subscribe(
      jsonRequest('/api/newsletter/subscribe', {
        email: 'bot@example.com',
        website: 'https://spam.example',
      }),
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { alreadySubscribed: boolean }).alreadySubscribed).toBe(
      false,
    );
    expect(await subscriberRow('bot@example.com')).toBeUndefined();
    await new Promise((r) => setTimeout(r, 150));
    expect(mailsTo(sink, 'bot@example.com')).toHaveLength(0);
  });

  it('refuses bodies that are too large, not JSON, or cross-site', async () => {
    const big = await subscribe(
      jsonRequest('/api/newsletter/subscribe', { email: `${'a'.repeat(3000)}@example.com` }),
    );
    expect(big.status).toBe(413);
    const form = await subscribe(
      jsonRequest('/api/newsletter/subscribe', 'email=a@b.co', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(form.status).toBe(415);
    const cross = await subscribe(
      jsonRequest(
        '/api/newsletter/subscribe',
        { email: 'a@b.co' },
        { headers: { 'sec-fetch-site': 'cross-site' } },
      ),
    );
    expect(cross.status).toBe(403);
  });

  it('rate-limits per client: the 11th sign-up in 10 minutes from one address is refused', async () => {
    for (let i = 0; i < 10; i++) {
      const ok = await subscribe(
        jsonRequest(
          '/api/newsletter/subscribe',
          { email: `c${i}@example.com` },
          fromIp('198.51.100.1'),
        ),
      );
      expect(ok.status).toBe(200);
    }
    const refused = await subscribe(
      jsonRequest(
        '/api/newsletter/subscribe',
        { email: 'c10@example.com' },
        fromIp('198.51.100.1'),
      ),
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another client is not affected.
    const other = await subscribe(
      jsonRequest(
        '/api/newsletter/subscribe',
        { email: 'c10@example.com' },
        fromIp('198.51.100.2'),
      ),
    );
    expect(other.status).toBe(200);
  });

  it('rate-limits per address, whichever clients ask', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await subscribe(
        jsonRequest(
          '/api/newsletter/subscribe',
          { email: 'target@example.com' },
          fromIp(`192.0.2.${i}`),
        ),
      );
      statuses.push(response.status);
    }
    // Six requests an hour per address; beyond that, 429 whatever the client.
    expect(statuses.slice(6)).toEqual([429, 429]);
    // And never more than one mail in the first 30 seconds.
    expect(mailsTo(sink, 'target@example.com')).toHaveLength(1);
  });

  it('answers alreadySubscribed for a confirmed address', async () => {
    await subscribe(jsonRequest('/api/newsletter/subscribe', { email: 'dee@example.com' }));
    const { code } = await confirmationFor(sink, 'dee@example.com');
    await confirm(
      jsonRequest('/api/newsletter/confirm', { email: 'dee@example.com', otpCode: code }),
    );
    const again = await subscribe(
      jsonRequest('/api/newsletter/subscribe', { email: 'dee@example.com' }),
    );
    expect(await again.json()).toEqual({
      message: 'This email address is already subscribed to our newsletter.',
      alreadySubscribed: true,
    });
  });
});
