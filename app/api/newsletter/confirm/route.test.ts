import { registerSiteJobs } from '@/lib/site-jobs';
import { confirmationFor, newsletterSink } from '@/test/newsletter';
import { jsonRequest } from '@/test/request';
import { POST as subscribe } from '../subscribe/route';
import { POST as confirm } from './route';

registerSiteJobs();

const sink = newsletterSink();

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

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
