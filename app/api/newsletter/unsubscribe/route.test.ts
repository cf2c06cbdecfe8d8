import { registerSiteJobs } from '@/lib/site-jobs';
import { confirmationFor, newsletterSink, subscriberRow } from '@/test/newsletter';
import { jsonRequest } from '@/test/request';
import { POST as confirm } from '../confirm/route';
import { POST as subscribe } from '../subscribe/route';
import { GET as unsubscribeGet, POST as unsubscribe } from './route';

registerSiteJobs();

const sink = newsletterSink();

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
