import { POST as subscribeRoute } from '@/app/api/newsletter/subscribe/route';
import { resetConfigForTests } from '@/lib/config';
import { registerSiteJobs } from '@/lib/site-jobs';
import { confirmationFor, mailsTo, newsletterSink, subscriberRow } from '@/test/newsletter';
import { jsonRequest } from '@/test/request';
import {
  confirmCodeAction,
  confirmLinkAction,
  signupFormAction,
  type SignupFormState,
} from './form-action';
import { preferencesToken } from '@/lib/newsletter/subscribers';

registerSiteJobs();

const sink = newsletterSink();

// The request a form's post arrives in: the page it came from and the visitor's address.
const CLIENT = '203.0.113.40';
let requestHeaders = new Headers();
jest.mock('next/headers', () => ({ headers: async () => requestHeaders }));
beforeEach(() => {
  requestHeaders = new Headers({
    host: 'localhost:3000',
    referer: 'http://localhost:3000/pricing',
    'x-forwarded-for': CLIENT,
  });
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const signUp = (fields: Record<string, string>, state: SignupFormState = null) =>
  signupFormAction(state, form(fields));

describe('the sign-up section’s posts', () => {
  it('sign up: the code form for the address, kept pending with the page it was asked from', async () => {
    expect(await signUp({ email: ' Ada@Example.com ' })).toEqual({
      view: 'code',
      email: 'Ada@Example.com',
      message: { kind: 'success', text: expect.stringContaining('Successfully subscribed') },
    });
    expect(await subscriberRow('ada@example.com')).toMatchObject({
      status: 'pending',
      consent_source: 'sign-up form',
      consent_page: '/pricing',
    });
    await confirmationFor(sink, 'ada@example.com');
  });

  it('an empty or malformed address is refused under the field, nothing stored', async () => {
    expect(await signUp({ email: '' })).toEqual({
      view: 'form',
      email: '',
      emailError: 'Please enter your email address',
      message: null,
    });
    expect(await signUp({ email: 'not-an-address' })).toMatchObject({
      view: 'form',
      emailError: 'Please enter a valid email address',
    });
    expect(sink.messages).toHaveLength(0);
  });

  it('a filled decoy answers as a sign-up would, and keeps and mails nothing', async () => {
    const state = await signUp({ email: 'bot@example.com', website: 'https://spam.example' });
    expect(state).toMatchObject({ view: 'code', email: 'bot@example.com' });
    expect(await subscriberRow('bot@example.com')).toBeUndefined();
    expect(mailsTo(sink, 'bot@example.com')).toHaveLength(0);
  });

  it('spends the sign-up route’s per-client points: past its limit the form says so', async () => {
    for (let i = 0; i < 10; i++) {
      await subscribeRoute(
        jsonRequest(
          '/api/newsletter/subscribe',
          { email: `route-${i}@example.com` },
          { headers: { 'x-forwarded-for': CLIENT } },
        ),
      );
    }
    expect(await signUp({ email: 'one-more@example.com' })).toEqual({
      view: 'form',
      email: 'one-more@example.com',
      emailError: null,
      message: {
        kind: 'error',
        text: expect.stringMatching(
          /^Too many requests\. Please wait \d+ seconds and try again\.$/,
        ),
      },
    });
    expect(await subscriberRow('one-more@example.com')).toBeUndefined();
  });

  it('confirms with the code: a wrong one keeps the code form, the right one empties the form', async () => {
    const sent = await signUp({ email: 'bea@example.com' });
    const { code } = await confirmationFor(sink, 'bea@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      await signupFormAction(sent, form({ email: 'bea@example.com', otpCode: wrong })),
    ).toEqual({
      view: 'code',
      email: 'bea@example.com',
      message: {
        kind: 'error',
        text: 'That code is not correct. Please check the latest email we sent you.',
      },
    });
    // Typed with a space, as a code is often read out of a mail.
    const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
    expect(
      await signupFormAction(
        sent,
        form({ email: 'bea@example.com', otpCode: spaced, intent: 'confirm' }),
      ),
    ).toEqual({
      view: 'form',
      email: '',
      emailError: null,
      message: { kind: 'success', text: 'Subscription confirmed successfully!' },
    });
    expect(await subscriberRow('bea@example.com')).toMatchObject({ status: 'confirmed' });
  });

  it('resends on the code form (the mail server’s 30 seconds apply) and changes the address', async () => {
    const sent = await signUp({ email: 'cy@example.com' });
    await confirmationFor(sink, 'cy@example.com');
    expect(
      await signupFormAction(sent, form({ email: 'cy@example.com', intent: 'resend' })),
    ).toEqual({
      view: 'code',
      email: 'cy@example.com',
      message: {
        kind: 'error',
        text: expect.stringMatching(/^Please wait \d+ seconds before requesting another email\.$/),
      },
    });
    expect(
      await signupFormAction(sent, form({ email: 'cy@example.com', intent: 'change' })),
    ).toEqual({ view: 'form', email: 'cy@example.com', emailError: null, message: null });
    expect(mailsTo(sink, 'cy@example.com')).toHaveLength(1);
  });
});

describe('/confirm-subscription’s posts', () => {
  it('refuses an incomplete form in the page’s words before anything else', async () => {
    expect(await confirmCodeAction(null, form({ email: '', otpCode: '' }))).toEqual({
      outcome: 'refused',
      email: '',
      otpCode: '',
      message: 'Please enter both your email and confirmation code',
      invalid: ['email', 'otpCode'],
    });
    expect(await confirmCodeAction(null, form({ email: 'a@b.co', otpCode: '123' }))).toEqual({
      outcome: 'refused',
      email: 'a@b.co',
      otpCode: '123',
      message: 'Confirmation code must be 6 digits',
      invalid: ['otpCode'],
    });
  });

  it('confirms with the right code; after five wrong ones the code is spent', async () => {
    await signUp({ email: 'dee@example.com' });
    const { code } = await confirmationFor(sink, 'dee@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const tries = [];
    for (let i = 0; i < 5; i++) {
      tries.push(
        (await confirmCodeAction(null, form({ email: 'dee@example.com', otpCode: wrong })))
          ?.outcome,
      );
    }
    expect(tries).toEqual(['refused', 'refused', 'refused', 'refused', 'spent']);

    await signUp({ email: 'eve@example.com' });
    const eve = await confirmationFor(sink, 'eve@example.com');
    expect(
      await confirmCodeAction(null, form({ email: 'eve@example.com', otpCode: eve.code })),
    ).toEqual({ outcome: 'confirmed' });
  });

  it('confirms a link’s token once, and refuses a malformed one', async () => {
    await signUp({ email: 'flo@example.com' });
    const { token } = await confirmationFor(sink, 'flo@example.com');
    expect(await confirmLinkAction(token)).toEqual({ confirmed: true });
    expect(await subscriberRow('flo@example.com')).toMatchObject({ status: 'confirmed' });
    expect(await confirmLinkAction(token)).toEqual({ confirmed: false });
    expect(await confirmLinkAction('<script>')).toEqual({ confirmed: false });
  });

  it('with the newsletter sending, hands the confirmation page the topic choice’s token', async () => {
    process.env.NEWSLETTER_ENABLED = 'true';
    resetConfigForTests();
    try {
      await signUp({ email: 'gus@example.com' });
      const gus = await confirmationFor(sink, 'gus@example.com');
      const byCode = await confirmCodeAction(
        null,
        form({ email: 'gus@example.com', otpCode: gus.code }),
      );
      const id = (await subscriberRow('gus@example.com'))!.id;
      expect(byCode).toEqual({ outcome: 'confirmed', preferences: preferencesToken(id) });

      await signUp({ email: 'hal@example.com' });
      const hal = await confirmationFor(sink, 'hal@example.com');
      const halId = (await subscriberRow('hal@example.com'))!.id;
      expect(await confirmLinkAction(hal.token)).toEqual({
        confirmed: true,
        preferences: preferencesToken(halId),
      });
    } finally {
      delete process.env.NEWSLETTER_ENABLED;
      resetConfigForTests();
    }
  });
});
