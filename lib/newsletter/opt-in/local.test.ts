import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { runDueJobs } from '@/lib/jobs';
import { registerSiteJobs } from '@/lib/site-jobs';
import {
  confirmationFor,
  dumpStore,
  mailsTo,
  newsletterSink,
  subscriberRow,
} from '@/test/newsletter';
import { localNewsletter as newsletter } from './local';
import { startDoubleOptIn } from './index';
import type { SubscribeRequest } from './types';

registerSiteJobs();

const sink = newsletterSink();

const request = (email: string): SubscribeRequest => ({
  email,
  source: 'sign-up form',
  page: '/pricing',
  consentText: 'Consent statement shown beside the form.',
});
const later = (ms: number) => new Date(Date.now() + ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('Expected a refusal');
}

describe('subscribe', () => {
  it('stores a pending subscriber with consent evidence and mails code, link and unsubscribe headers', async () => {
    const reply = await newsletter.subscribe(request('ada@example.com'));
    expect(reply).toEqual({
      message: expect.stringContaining('6-digit'),
      alreadySubscribed: false,
    });

    const mail = await confirmationFor(sink, 'ada@example.com');
    expect(mail.mail.subject).toBe('Confirm your Hidden Growth newsletter subscription');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.mail.html).toContain(mail.code);
    expect(mail.mail.html).toContain(`/confirm-subscription?token=${mail.token}`);
    expect(mail.mail.text).toContain(`/confirm-subscription?token=${mail.token}`);
    expect(mail.mail.text).toMatch(/\/unsubscribe\?token=/);
    expect(mail.listUnsubscribe).toMatch(
      /^List-Unsubscribe: <https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+>$/,
    );
    expect(mail.listUnsubscribePost).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const row = await subscriberRow('ada@example.com');
    expect(row).toMatchObject({
      status: 'pending',
      consent_source: 'sign-up form',
      consent_page: '/pricing',
      consent_text: 'Consent statement shown beside the form.',
      confirmed_at: null,
      code_attempts: 0,
    });
    expect(Date.parse(row!.code_expires_at!) - Date.now()).toBeGreaterThan(14 * MINUTE);
    expect(Date.parse(row!.code_expires_at!) - Date.now()).toBeLessThanOrEqual(15 * MINUTE);
    const token = await getDb().selectFrom('newsletter_tokens').selectAll().executeTakeFirst();
    expect(Date.parse(token!.expires_at) - Date.now()).toBeGreaterThan(23.9 * 60 * MINUTE);

    // Nothing secret in the store in clear: not the code, not the link token.
    const store = await dumpStore();
    expect(store).not.toContain(mail.token);
    expect(store).not.toMatch(new RegExp(`(?<![0-9a-zA-Z])${mail.code}(?![0-9a-zA-Z])`));
  });

  it('answers alreadySubscribed for a confirmed address without sending another mail', async () => {
    await newsletter.subscribe(request('bea@example.com'));
    const { code } = await confirmationFor(sink, 'bea@example.com');
    await newsletter.confirmCode('bea@example.com', code);
    const reply = await newsletter.subscribe(request('bea@example.com'), later(2 * MINUTE));
    expect(reply.alreadySubscribed).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo(sink, 'bea@example.com')).toHaveLength(1);
  });

  it('keeps the subscriber pending with the mail queued when the mail server refuses it', async () => {
    sink.failNext(1);
    const reply = await newsletter.subscribe(request('cal@example.com'));
    expect(reply.alreadySubscribed).toBe(false);
    expect((await subscriberRow('cal@example.com'))?.status).toBe('pending');
    const queued = await getDb().selectFrom('jobs').selectAll().execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ status: 'pending', attempts: 1 });
    expect(queued[0]!.ref).toBe(
      JSON.stringify({ subscriberId: (await subscriberRow('cal@example.com'))!.id }),
    );

    // The next pass of the jobs sends it, with a code that works.
    expect(await runDueJobs(later(10 * MINUTE))).toEqual({
      'newsletter-confirmation': { sent: 1 },
    });
    const { code } = await confirmationFor(sink, 'cal@example.com');
    await expect(newsletter.confirmCode('cal@example.com', code)).resolves.toEqual({
      message: 'Subscription confirmed successfully!',
      subscriberId: expect.any(Number),
    });
  });
});

describe('while the mail server is down', () => {
  const delayed =
    'Thanks for signing up. Our mail server is not accepting email right now, so your 6-digit confirmation code has not been sent yet. We will send it automatically as soon as we can.';
  const stillWaiting =
    'Your confirmation email has not been sent yet: our mail server is not accepting email right now. We will send it automatically as soon as we can, so there is no need to sign up again.';

  it('says the mail has not gone, never that a code was sent, and sends it once when the server is back', async () => {
    sink.failNext(3);
    const first = await newsletter.subscribe(request('out@example.com'));
    expect(first).toEqual({ message: delayed, alreadySubscribed: false });

    // Again a minute later, and a resend: no "already sent", and no second mail queued.
    const second = await newsletter.subscribe(request('out@example.com'), later(MINUTE));
    expect(second).toEqual({ message: stillWaiting, alreadySubscribed: false });
    expect(second.message).not.toMatch(/already sent/);
    await expect(newsletter.resend('out@example.com', later(2 * MINUTE))).resolves.toEqual({
      message: stillWaiting,
    });
    expect(await getDb().selectFrom('jobs').selectAll().execute()).toHaveLength(1);

    // The server still refuses the next two tries, then takes the mail.
    expect(await runDueJobs(later(3 * MINUTE))).toEqual({
      'newsletter-confirmation': { retry: 1 },
    });
    expect(await runDueJobs(later(10 * MINUTE))).toEqual({
      'newsletter-confirmation': { retry: 1 },
    });
    expect(mailsTo(sink, 'out@example.com')).toHaveLength(0);
    expect(await runDueJobs(later(60 * MINUTE))).toEqual({
      'newsletter-confirmation': { sent: 1 },
    });
    expect(await runDueJobs(later(24 * 60 * MINUTE))).toEqual({});
    expect(mailsTo(sink, 'out@example.com')).toHaveLength(1);

    // Its code works; the sign-up is answered as usual from then on.
    const { code } = await confirmationFor(sink, 'out@example.com');
    await expect(newsletter.confirmCode('out@example.com', code)).resolves.toEqual({
      message: 'Subscription confirmed successfully!',
      subscriberId: expect.any(Number),
    });
  });
});

describe('codes', () => {
  it('confirms with the code once, recording how and when', async () => {
    await newsletter.subscribe(request('dan@example.com'));
    const { code } = await confirmationFor(sink, 'dan@example.com');
    await newsletter.confirmCode('dan@example.com', code);
    const row = await subscriberRow('dan@example.com');
    expect(row).toMatchObject({ status: 'confirmed', confirmed_via: 'code', code_hash: null });
    expect(row!.confirmed_at).toBeTruthy();
    // Single use: the same code again is refused.
    const again = await rejection(newsletter.confirmCode('dan@example.com', code));
    expect(again.status).toBe(409);
  });

  it('refuses a code after 15 minutes', async () => {
    await newsletter.subscribe(request('eve@example.com'));
    const { code } = await confirmationFor(sink, 'eve@example.com');
    const refused = await rejection(
      newsletter.confirmCode('eve@example.com', code, later(15 * MINUTE + SECOND)),
    );
    expect(refused.status).toBe(410);
    expect(refused.message).toMatch(/expired/);
    expect((await subscriberRow('eve@example.com'))?.status).toBe('pending');
    // Still fine just inside the window.
    await newsletter.confirmCode('eve@example.com', code, later(14 * MINUTE));
    expect((await subscriberRow('eve@example.com'))?.status).toBe('confirmed');
  });

  it('allows at most 5 wrong codes, then even the right one needs a new mail', async () => {
    await newsletter.subscribe(request('fay@example.com'));
    const { code } = await confirmationFor(sink, 'fay@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const refused = await rejection(newsletter.confirmCode('fay@example.com', wrong));
      expect(refused.status).toBe(400);
    }
    const fifth = await rejection(newsletter.confirmCode('fay@example.com', wrong));
    expect(fifth.status).toBe(410);
    expect(fifth.message).toMatch(/Too many/);
    const right = await rejection(newsletter.confirmCode('fay@example.com', code));
    expect(right.status).toBe(410);

    // A new mail brings a new code that works; the old one stays dead.
    await newsletter.resend('fay@example.com', later(31 * SECOND));
    const second = await confirmationFor(sink, 'fay@example.com', 2);
    expect(second.code).not.toBe('');
    if (second.code !== code) {
      expect((await rejection(newsletter.confirmCode('fay@example.com', code))).status).toBe(400);
    }
    await newsletter.confirmCode('fay@example.com', second.code);
    expect((await subscriberRow('fay@example.com'))?.status).toBe('confirmed');
  });

  it('a code only works for the address it was sent to', async () => {
    await newsletter.subscribe(request('gil@example.com'));
    await newsletter.subscribe(request('hal@example.com'));
    const gil = await confirmationFor(sink, 'gil@example.com');
    const hal = await confirmationFor(sink, 'hal@example.com');
    if (gil.code !== hal.code) {
      expect((await rejection(newsletter.confirmCode('hal@example.com', gil.code))).status).toBe(
        400,
      );
    }
    expect((await subscriberRow('hal@example.com'))?.status).toBe('pending');
  });

  it('lets exactly one of 50 racing confirmations with the right code succeed', async () => {
    await newsletter.subscribe(request('ivy@example.com'));
    const { code } = await confirmationFor(sink, 'ivy@example.com');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => newsletter.confirmCode('ivy@example.com', code)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(49);
  });
});

describe('links', () => {
  it('confirms with the link token once, recording how', async () => {
    await newsletter.subscribe(request('jon@example.com'));
    const { token } = await confirmationFor(sink, 'jon@example.com');
    await newsletter.confirmToken(token);
    expect(await subscriberRow('jon@example.com')).toMatchObject({
      status: 'confirmed',
      confirmed_via: 'link',
    });
    expect((await rejection(newsletter.confirmToken(token))).status).toBe(400);
  });

  it('lets exactly one of 50 racing link confirmations succeed', async () => {
    await newsletter.subscribe(request('kim@example.com'));
    const { token } = await confirmationFor(sink, 'kim@example.com');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => newsletter.confirmToken(token)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.filter((r) => r.status === 'rejected');
    expect(refusals).toHaveLength(49);
    for (const r of refusals) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
    const tokens = await getDb().selectFrom('newsletter_tokens').selectAll().execute();
    expect(tokens.every((t) => t.used_at !== null)).toBe(true);
  });

  it('refuses a link after 24 hours and an unknown token', async () => {
    await newsletter.subscribe(request('lea@example.com'));
    const { token } = await confirmationFor(sink, 'lea@example.com');
    expect(
      (await rejection(newsletter.confirmToken(token, later(24 * 60 * MINUTE + SECOND)))).status,
    ).toBe(400);
    expect((await rejection(newsletter.confirmToken('x'.repeat(43)))).status).toBe(400);
    expect((await subscriberRow('lea@example.com'))?.status).toBe('pending');
  });
});

describe('mail caps', () => {
  it('refuses a resend within 30 seconds of the last mail', async () => {
    await newsletter.subscribe(request('max@example.com'));
    const refused = await rejection(newsletter.resend('max@example.com', later(10 * SECOND)));
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/Please wait (19|20) seconds/);
    expect(refused.headers?.['Retry-After']).toMatch(/^(19|20)$/);
    await expect(newsletter.resend('max@example.com', later(31 * SECOND))).resolves.toEqual({
      message: 'Confirmation email sent! Please check your inbox.',
    });
    expect(mailsTo(sink, 'max@example.com')).toHaveLength(2);
  });

  it('sends at most 3 confirmation mails per address per hour, whatever is called', async () => {
    await newsletter.subscribe(request('ned@example.com'));
    await newsletter.resend('ned@example.com', later(31 * SECOND));
    // Within 30 s of the resend: accepted (the code just sent still works), no mail.
    expect(await startDoubleOptIn({ email: 'NED@example.com', source: 'screener' })).toBe(
      'started',
    );
    expect(mailsTo(sink, 'ned@example.com')).toHaveLength(2);
    await newsletter.subscribe(request('ned@example.com'), later(62 * SECOND));
    expect(mailsTo(sink, 'ned@example.com')).toHaveLength(3);

    const fourth = await rejection(newsletter.resend('ned@example.com', later(2 * MINUTE)));
    expect(fourth.status).toBe(429);
    expect(fourth.message).toMatch(/three confirmation emails/);
    // Subscribing again is not refused (the last code still works) but sends nothing.
    const again = await newsletter.subscribe(request('ned@example.com'), later(3 * MINUTE));
    expect(again.message).toMatch(/already sent a confirmation code/);
    expect(await startDoubleOptIn({ email: 'ned@example.com', source: 'screener' })).toBe(
      'started',
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo(sink, 'ned@example.com')).toHaveLength(3);

    // An hour after the first, one more is allowed.
    await newsletter.resend('ned@example.com', later(61 * MINUTE));
    expect(mailsTo(sink, 'ned@example.com')).toHaveLength(4);
  });

  it('50 simultaneous requests for one address send one mail', async () => {
    await Promise.allSettled(
      Array.from({ length: 50 }, () => newsletter.subscribe(request('ola@example.com'))),
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(sink, 'ola@example.com')).toHaveLength(1);
    const log = await getDb().selectFrom('newsletter_mail_log').selectAll().execute();
    expect(log).toHaveLength(1);
  });
});

describe('unsubscribe', () => {
  it('unsubscribes with the token of the mail, and the old code and link stop working', async () => {
    await newsletter.subscribe(request('pia@example.com'));
    const mail = await confirmationFor(sink, 'pia@example.com');
    await newsletter.confirmCode('pia@example.com', mail.code);
    await newsletter.unsubscribe(mail.unsubscribeToken);
    const row = await subscriberRow('pia@example.com');
    expect(row).toMatchObject({ status: 'unsubscribed' });
    expect(row!.unsubscribed_at).toBeTruthy();
    // Again: harmless.
    await expect(newsletter.unsubscribe(mail.unsubscribeToken)).resolves.toBeDefined();
    // Subscribing again starts a new double opt-in.
    const reply = await newsletter.subscribe(request('pia@example.com'), later(MINUTE));
    expect(reply.alreadySubscribed).toBe(false);
    expect((await subscriberRow('pia@example.com'))?.status).toBe('pending');
  });

  it('a pending subscriber who unsubscribes gets no retried mail, and a forged token is refused', async () => {
    sink.failNext(1);
    await newsletter.subscribe(request('quin@example.com'));
    const id = (await subscriberRow('quin@example.com'))!.id;
    const { unsubscribeToken } = await import('@/lib/newsletter/subscribers');
    await newsletter.unsubscribe(unsubscribeToken(id));
    expect(await runDueJobs(later(10 * MINUTE))).toEqual({
      'newsletter-confirmation': { skipped: 1 },
    });
    expect(mailsTo(sink, 'quin@example.com')).toHaveLength(0);

    const forged = `${id}.${'0'.repeat(32)}`;
    expect((await rejection(newsletter.unsubscribe(forged))).status).toBe(400);
    expect(
      (await rejection(newsletter.unsubscribe(`${id + 1}.${unsubscribeToken(id).split('.')[1]}`)))
        .status,
    ).toBe(400);
  });
});

describe('startDoubleOptIn (screener opt-in)', () => {
  it('starts the same double opt-in with screener consent evidence', async () => {
    const outcome = await startDoubleOptIn({
      email: '  Rae@Example.com ',
      source: 'screener',
      page: '/book-your-growth-call',
    });
    expect(outcome).toBe('started');
    const row = await subscriberRow('rae@example.com');
    expect(row).toMatchObject({
      status: 'pending',
      consent_source: 'screener opt-in',
      consent_page: '/book-your-growth-call',
    });
    expect(row!.consent_text).toMatch(/screener/);
    const { token } = await confirmationFor(sink, 'rae@example.com');
    await newsletter.confirmToken(token);
    expect(await subscriberRow('rae@example.com')).toMatchObject({
      status: 'confirmed',
      confirmed_via: 'link',
      consent_source: 'screener opt-in',
    });
    expect(await startDoubleOptIn({ email: 'rae@example.com', source: 'screener' })).toBe(
      'already-subscribed',
    );
  });
});

describe('logs', () => {
  it('never print a code, a token or the server secret', async () => {
    const lines: string[] = [];
    const out = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const err = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const previous = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'debug';
    const { resetConfigForTests } = await import('@/lib/config');
    resetConfigForTests();
    try {
      await newsletter.subscribe(request('sam@example.com'));
      const first = await confirmationFor(sink, 'sam@example.com');
      await rejection(
        newsletter.confirmCode('sam@example.com', first.code === '123456' ? '654321' : '123456'),
      );
      await rejection(newsletter.confirmToken('y'.repeat(43)));
      await newsletter.resend('sam@example.com', later(31 * SECOND));
      const second = await confirmationFor(sink, 'sam@example.com', 2);
      await newsletter.confirmToken(second.token);
      await newsletter.unsubscribe(second.unsubscribeToken);
      const { getAppSecret } = await import('@/lib/secret');
      const all = lines.join('');
      expect(lines.length).toBeGreaterThan(3);
      for (const secret of [
        first.token,
        second.token,
        second.unsubscribeToken,
        getAppSecret().toString('utf8'),
      ]) {
        expect(all).not.toContain(secret);
      }
      for (const code of [first.code, second.code]) {
        expect(all).not.toMatch(new RegExp(`(?<![0-9a-zA-Z])${code}(?![0-9a-zA-Z])`));
      }
      expect(all).not.toContain('sam@example.com');
    } finally {
      process.env.LOG_LEVEL = previous;
      resetConfigForTests();
      out.mockRestore();
      err.mockRestore();
    }
  });
});
