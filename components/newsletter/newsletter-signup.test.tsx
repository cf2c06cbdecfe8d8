/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NewsletterSignup } from './newsletter-signup';

type Reply = { status: number; body: unknown } | 'network-down';

// jsdom has no fetch Response: the little the fetcher reads.
function fakeResponse(body: unknown, status = 200, raw?: string) {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(raw ?? JSON.stringify(body)) as unknown,
  };
}
let replies: Reply[] = [];
const calls: { url: string; body: unknown }[] = [];

beforeEach(() => {
  replies = [];
  calls.length = 0;
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    const reply = replies.shift() ?? { status: 500, body: {} };
    if (reply === 'network-down') throw new TypeError('Failed to fetch');
    return fakeResponse(reply.body, reply.status);
  }) as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

function renderSignup() {
  return render(<NewsletterSignup />);
}

const emailBox = () => screen.getByLabelText('Email address');
const signUp = () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
const digit = (n: number) => screen.getByLabelText(`Digit ${n} of 6`) as HTMLInputElement;
const codeDigits = () => [1, 2, 3, 4, 5, 6].map((n) => digit(n).value).join('');

async function toCodeView(email = 'ada@example.com') {
  replies.push({ status: 200, body: { message: 'Code sent.', alreadySubscribed: false } });
  fireEvent.change(emailBox(), { target: { value: email } });
  signUp();
  await screen.findByRole('heading', { name: 'Check your email' });
}

describe('sign-up form', () => {
  it('asks for the address when it is empty, without calling the server', async () => {
    renderSignup();
    expect(emailBox()).toHaveAttribute('type', 'email');
    expect(emailBox()).toBeRequired();
    signUp();
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('drops the submission silently when the decoy is filled', async () => {
    const { container } = renderSignup();
    fireEvent.change(emailBox(), { target: { value: 'bot@example.com' } });
    fireEvent.change(container.querySelector('input[name="website"]')!, {
      target: { value: 'https://spam.example' },
    });
    signUp();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
    expect(container.querySelector('[data-kind]')).toBeNull();
  });

  it('says "Signing Up..." while busy, then shows the code view with the message', async () => {
    renderSignup();
    let release!: () => void;
    (global.fetch as jest.Mock).mockImplementationOnce(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve) => {
          calls.push({ url, body: JSON.parse(String(init.body)) });
          release = () =>
            resolve(
              fakeResponse({
                message: 'Code sent.',
                alreadySubscribed: false,
              }) as unknown as Response,
            );
        }),
    );
    fireEvent.change(emailBox(), { target: { value: ' ada@example.com ' } });
    signUp();
    expect(await screen.findByRole('button', { name: 'Signing Up...' })).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Code sent.')).toHaveAttribute('data-kind', 'success');
    expect(calls[0]).toEqual({
      url: '/api/newsletter/subscribe',
      body: { email: 'ada@example.com' },
    });
    expect(screen.getByRole('group', { name: 'Confirmation code' })).toBeInTheDocument();
    expect(digit(1)).toHaveFocus();
  });

  it('stays on the form for an address already subscribed (green) or a failure (red)', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), advanceTimers: true });
    renderSignup();
    replies.push({
      status: 200,
      body: { message: 'Already on the list.', alreadySubscribed: true },
    });
    fireEvent.change(emailBox(), { target: { value: 'a@b.co' } });
    signUp();
    expect(await screen.findByText('Already on the list.')).toHaveAttribute('data-kind', 'success');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();

    jest.setSystemTime(new Date('2026-01-01T00:00:31Z'));
    replies.push({ status: 400, body: { error: { message: 'That domain cannot receive mail.' } } });
    fireEvent.change(emailBox(), { target: { value: 'a@b.co' } });
    signUp();
    expect(await screen.findByText('That domain cannot receive mail.')).toHaveAttribute(
      'data-kind',
      'error',
    );

    jest.setSystemTime(new Date('2026-01-01T00:01:02Z'));
    replies.push({ status: 502, body: null });
    signUp();
    expect(
      await screen.findByText(
        'Failed to subscribe to newsletter. Please check your email address and try again.',
      ),
    ).toBeInTheDocument();

    jest.setSystemTime(new Date('2026-01-01T00:01:33Z'));
    replies.push('network-down');
    signUp();
    expect(
      await screen.findByText(
        'Connection error. Please check your internet connection and try again.',
      ),
    ).toBeInTheDocument();

    jest.setSystemTime(new Date('2026-01-01T00:02:04Z'));
    (global.fetch as jest.Mock).mockImplementationOnce(async () =>
      fakeResponse(null, 200, 'not json'),
    );
    signUp();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('refuses a second submit within 30 seconds, counting down', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), advanceTimers: true });
    renderSignup();
    replies.push({
      status: 200,
      body: { message: 'Already on the list.', alreadySubscribed: true },
    });
    fireEvent.change(emailBox(), { target: { value: 'a@b.co' } });
    signUp();
    await screen.findByText('Already on the list.');
    jest.setSystemTime(new Date('2026-01-01T00:00:12Z'));
    fireEvent.change(emailBox(), { target: { value: 'c@d.co' } });
    signUp();
    expect(
      await screen.findByText('Please wait 18 seconds before submitting again'),
    ).toHaveAttribute('data-kind', 'error');
    expect(calls).toHaveLength(1);
    jest.setSystemTime(new Date('2026-01-01T00:00:30Z'));
    replies.push({ status: 200, body: { message: 'Sent.', alreadySubscribed: false } });
    signUp();
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(calls).toHaveLength(2);
  });
});

describe('code view', () => {
  it('ignores non-digits, moves on after each digit and back on Backspace in an empty box', async () => {
    renderSignup();
    await toCodeView();
    fireEvent.change(digit(1), { target: { value: 'a' } });
    expect(digit(1).value).toBe('');
    fireEvent.change(digit(1), { target: { value: '4' } });
    expect(digit(1).value).toBe('4');
    expect(digit(2)).toHaveFocus();
    fireEvent.keyDown(digit(2), { key: 'Backspace' });
    expect(digit(1)).toHaveFocus();
    expect(calls).toHaveLength(1);
  });

  it('keeps only the digits of a paste, at most six, and submits by itself', async () => {
    renderSignup();
    await toCodeView();
    replies.push({ status: 200, body: { message: 'Subscription confirmed successfully!' } });
    fireEvent.paste(digit(1), { clipboardData: { getData: () => ' 12-34 56 78' } });
    expect(codeDigits()).toBe('123456');
    expect(await screen.findByText('Subscription confirmed successfully!')).toBeInTheDocument();
    expect(calls[1]).toEqual({
      url: '/api/newsletter/confirm',
      body: { email: 'ada@example.com', otpCode: '123456' },
    });
    // Back to the form, address cleared.
    expect(emailBox()).toHaveValue('');
  });

  it('shows the server error for a wrong code and empties the boxes', async () => {
    renderSignup();
    await toCodeView();
    replies.push({ status: 400, body: { error: { message: 'That code is not correct.' } } });
    for (let n = 1; n <= 6; n++) fireEvent.change(digit(n), { target: { value: String(n) } });
    expect(await screen.findByText('That code is not correct.')).toHaveAttribute(
      'data-kind',
      'error',
    );
    await waitFor(() => expect(codeDigits()).toBe(''));
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  });

  it('uses the spec texts for a confirmation without server message or without network', async () => {
    renderSignup();
    await toCodeView();
    replies.push({ status: 400, body: {} });
    fireEvent.paste(digit(1), { clipboardData: { getData: () => '111111' } });
    expect(await screen.findByText('Failed to confirm subscription')).toBeInTheDocument();
    await waitFor(() => expect(codeDigits()).toBe(''));
    replies.push('network-down');
    fireEvent.paste(digit(1), { clipboardData: { getData: () => '222222' } });
    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
  });

  it('resends with "Resending..." and the spec message, and changes the address', async () => {
    renderSignup();
    await toCodeView();
    replies.push({
      status: 200,
      body: { message: 'Confirmation email sent! Please check your inbox.' },
    });
    fireEvent.click(screen.getByRole('button', { name: "Didn't receive the email?" }));
    expect(await screen.findByRole('button', { name: 'Resending...' })).toBeDisabled();
    expect(
      await screen.findByText('Confirmation email sent! Please check your inbox.'),
    ).toBeInTheDocument();
    expect(calls[1]).toEqual({ url: '/api/newsletter/resend', body: { email: 'ada@example.com' } });

    replies.push({ status: 429, body: {} });
    fireEvent.click(screen.getByRole('button', { name: "Didn't receive the email?" }));
    expect(await screen.findByText('Failed to resend email')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Change email address' }));
    expect(emailBox()).toHaveValue('ada@example.com'); // the address to correct, not retyped
    expect(screen.queryByText('Failed to resend email')).toBeNull();
  });
});
