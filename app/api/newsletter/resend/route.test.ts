import { registerSiteJobs } from '@/lib/site-jobs';
import { newsletterSink } from '@/test/newsletter';
import { jsonRequest } from '@/test/request';
import { POST as subscribe } from '../subscribe/route';
import { POST as resend } from './route';

registerSiteJobs();

newsletterSink();

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

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
