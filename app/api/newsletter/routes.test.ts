import { POST as confirm } from '@/app/api/newsletter/confirm/route';
import { POST as resend } from '@/app/api/newsletter/resend/route';
import { POST as subscribe } from '@/app/api/newsletter/subscribe/route';
import { GET as unsubscribeGet, POST as unsubscribe } from '@/app/api/newsletter/unsubscribe/route';
import { getDb } from '@/lib/db';
import { resetRateLimitsForTests } from '@/lib/http/rate-limit';
import {
  clearNewsletter,
  confirmationFor,
  mailsTo,
  subscriberRow,
  useSmtpSink,
} from '@/test/newsletter';
import { jsonRequest } from '@/test/request';
import { startSmtpSink, type SmtpSink } from '@/test/smtp-sink';

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  useSmtpSink(sink);
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await sink.close();
});
beforeEach(async () => {
  resetRateLimitsForTests();
  await clearNewsletter();
  sink.messages.length = 0;
});

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

describe('POST /api/newsletter/resend', () => {
  it('refuses within 30 seconds of the last mail with a clear message', async () => {
    await subscribe(jsonRequest('/api/newsletter/subscribe', { email: 'eli@example.com' }));
    const response = await resend(
      jsonRequest('/api/newsletter/resend', { email: 'eli@example.com' }),
    );
    expect(response.status).toBe(429);
    expect(((await response.json()) as ErrorBody).error.message).toMatch(
      /^Please wait \d+ seconds before requesting another email\.$/,
    );
  });

  it('refuses an address with nothing to confirm, and bad input', async () => {
    const none = await resend(
      jsonRequest('/api/newsletter/resend', { email: 'nobody@example.com' }),
    );
    expect(none.status).toBe(409);
    const bad = await resend(jsonRequest('/api/newsletter/resend', { email: 'x' }));
    expect(bad.status).toBe(400);
  });
});

describe('POST /api/newsletter/confirm', () => {
  it('confirms with email and code', async () => {
    await subscribe(jsonRequest('/api/newsletter/subscribe', { email: 'fin@example.com' }));
    const { code } = await confirmationFor(sink, 'fin@example.com');
    const response = await confirm(
      jsonRequest('/api/newsletter/confirm', { email: 'FIN@example.com ', otpCode: code }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Subscription confirmed successfully!' });
  });

  it('confirms with the token, once', async () => {
    await subscribe(jsonRequest('/api/newsletter/subscribe', { email: 'gus@example.com' }));
    const { token } = await confirmationFor(sink, 'gus@example.com');
    expect((await confirm(jsonRequest('/api/newsletter/confirm', { token }))).status).toBe(200);
    const again = await confirm(jsonRequest('/api/newsletter/confirm', { token }));
    expect(again.status).toBe(400);
    expect(((await again.json()) as ErrorBody).error.message).toBe(
      'This confirmation link has expired or has already been used.',
    );
  });

  it('answers a wrong code with 400 and, after five, 410', async () => {
    await subscribe(jsonRequest('/api/newsletter/subscribe', { email: 'hue@example.com' }));
    const { code } = await confirmationFor(sink, 'hue@example.com');
    const wrong = code === '999999' ? '888888' : '999999';
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (
          await confirm(
            jsonRequest('/api/newsletter/confirm', { email: 'hue@example.com', otpCode: wrong }),
          )
        ).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 410]);
  });

  it.each([
    ['nothing', {}, 'Please enter both your email and confirmation code'],
    [
      'no code',
      { email: 'a@b.co', otpCode: '' },
      'Please enter both your email and confirmation code',
    ],
    [
      'no email',
      { email: '', otpCode: '123456' },
      'Please enter both your email and confirmation code',
    ],
    ['a short code', { email: 'a@b.co', otpCode: '12345' }, 'Confirmation code must be 6 digits'],
    [
      'a code with letters',
      { email: 'a@b.co', otpCode: '12a456' },
      'Confirmation code must be 6 digits',
    ],
    [
      'a token and a code',
      { token: 'a'.repeat(43), email: 'a@b.co', otpCode: '123456' },
      'Send a token or a code, not both.',
    ],
    ['a malformed token', { token: '<script>' }, 'This link is not valid.'],
    ['a code that is a number', { email: 'a@b.co', otpCode: 123456 }, undefined],
  ])('refuses %s with 400', async (_name, body, message) => {
    const response = await confirm(jsonRequest('/api/newsletter/confirm', body));
    expect(response.status).toBe(400);
    const fields = ((await response.json()) as ErrorBody).error.fields ?? {};
    if (message) expect(Object.values(fields)).toContain(message);
  });
});

describe('/api/newsletter/unsubscribe', () => {
  async function subscribed(email: string) {
    await subscribe(jsonRequest('/api/newsletter/subscribe', { email }));
    const mail = await confirmationFor(sink, email);
    await confirm(jsonRequest('/api/newsletter/confirm', { token: mail.token }));
    return mail;
  }

  it('unsubscribes with the RFC 8058 one-click POST from a mail client (urlencoded)', async () => {
    const mail = await subscribed('ian@example.com');
    const url = /<([^>]+)>/.exec(mail.listUnsubscribe!)![1]!;
    const response = await unsubscribe(
      new Request(url.replace(/^https?:\/\/[^/]+/, 'http://localhost:3000'), {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'cross-site',
        },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(response.status).toBe(200);
    expect((await subscriberRow('ian@example.com'))?.status).toBe('unsubscribed');
  });

  it('unsubscribes with the one-click POST as multipart/form-data', async () => {
    const mail = await subscribed('jay@example.com');
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const built = new Request('http://x/', { method: 'POST', body: form });
    const response = await unsubscribe(
      new Request(
        `http://localhost:3000/api/newsletter/unsubscribe?token=${encodeURIComponent(mail.unsubscribeToken)}`,
        {
          method: 'POST',
          headers: { 'content-type': built.headers.get('content-type')! },
          body: await built.text(),
        },
      ),
    );
    expect(response.status).toBe(200);
    expect((await subscriberRow('jay@example.com'))?.status).toBe('unsubscribed');
  });

  it('unsubscribes with JSON { token } from the /unsubscribe page', async () => {
    const mail = await subscribed('kay@example.com');
    const response = await unsubscribe(
      jsonRequest('/api/newsletter/unsubscribe', { token: mail.unsubscribeToken }),
    );
    expect(response.status).toBe(200);
    expect((await subscriberRow('kay@example.com'))?.status).toBe('unsubscribed');
  });

  it('refuses a forged or missing token and a wrong one-click value', async () => {
    const forged = await unsubscribe(
      jsonRequest('/api/newsletter/unsubscribe', { token: `1.${'a'.repeat(32)}` }),
    );
    expect(forged.status).toBe(400);
    const missing = await unsubscribe(
      jsonRequest('/api/newsletter/unsubscribe', 'List-Unsubscribe=One-Click', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(missing.status).toBe(400);
    const wrong = await unsubscribe(
      jsonRequest('/api/newsletter/unsubscribe?token=1.abc', 'List-Unsubscribe=Yes', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(wrong.status).toBe(400);
  });

  it('GET changes nothing and sends the reader to the page with the button', async () => {
    const mail = await subscribed('lou@example.com');
    const response = unsubscribeGet(
      new Request(
        `http://localhost:3000/api/newsletter/unsubscribe?token=${encodeURIComponent(mail.unsubscribeToken)}`,
      ),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(
      new RegExp(`/unsubscribe\\?token=${mail.unsubscribeToken.replace('.', '\\.')}$`),
    );
    expect((await subscriberRow('lou@example.com'))?.status).toBe('confirmed');
  });
});
