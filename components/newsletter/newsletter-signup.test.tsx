/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { signupFormAction, type SignupFormState } from '@/lib/newsletter/opt-in/form-action';
import { NewsletterSignup } from './newsletter-signup';

// The sign-up section's Server Action: each post gets the next answer queued here.
jest.mock('@/lib/newsletter/opt-in/form-action', () => ({ signupFormAction: jest.fn() }));
// The opt-in's other Server Action, beside it in the browser's entry: in the page it is a
// reference to the server, as here.
jest.mock('@/lib/newsletter/opt-in/preferences-action', () => ({
  savePreferencesAction: jest.fn(),
}));
type Answer = SignupFormState | Error | Promise<SignupFormState>;
let answers: Answer[] = [];
const posts: Record<string, FormDataEntryValue>[] = [];
beforeEach(() => {
  answers = [];
  posts.length = 0;
  jest.mocked(signupFormAction).mockImplementation(async (_state, form) => {
    posts.push(Object.fromEntries(form));
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return (await answer) ?? null;
  });
});
afterEach(() => jest.useRealTimers());

const emailBox = () => screen.getByLabelText('Email address');
const signUp = () => act(() => screen.getByRole('button', { name: 'Sign Up' }).click());
const digit = (n: number) => screen.getByLabelText(`Digit ${n} of 6`) as HTMLInputElement;
const codeDigits = () => [1, 2, 3, 4, 5, 6].map((n) => digit(n).value).join('');
const codeView = (message = 'Code sent.'): SignupFormState => ({
  view: 'code',
  email: 'ada@example.com',
  message: { kind: 'success', text: message },
});

async function toCodeView() {
  render(<NewsletterSignup ids="signup" />);
  answers.push(codeView());
  fireEvent.change(emailBox(), { target: { value: 'ada@example.com' } });
  signUp();
  await screen.findByRole('heading', { name: 'Check your email' });
}

describe('the sign-up form', () => {
  it('posts the address, “Signing Up...” meanwhile; the code form follows, its first box focused', async () => {
    render(<NewsletterSignup ids="signup" />);
    let answer!: (state: SignupFormState) => void;
    answers.push(new Promise((resolve) => (answer = resolve)));
    fireEvent.change(emailBox(), { target: { value: 'ada@example.com' } });
    signUp();
    expect(await screen.findByRole('button', { name: 'Signing Up...' })).toBeDisabled();
    expect(posts).toEqual([{ email: 'ada@example.com', website: '' }]);

    await act(async () => answer(codeView()));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Code sent.')).toHaveAttribute('data-kind', 'success');
    expect(screen.getByRole('group', { name: 'Confirmation code' })).toBeInTheDocument();
    await waitFor(() => expect(digit(1)).toHaveFocus());
  });

  it('drops the sign-up without a word or a post when the decoy is filled', async () => {
    const { container } = render(<NewsletterSignup ids="signup" />);
    fireEvent.change(emailBox(), { target: { value: 'bot@example.com' } });
    fireEvent.change(container.querySelector('input[name="website"]')!, {
      target: { value: 'https://spam.example' },
    });
    signUp();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(posts).toEqual([]);
    expect(container.querySelector('[data-kind]')).toBeNull();
  });

  it('shows the server’s word: a field error under the field, else green or red under the form', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), advanceTimers: true });
    render(<NewsletterSignup ids="signup" />);
    // An address the page's own check passes, which the server refuses all the same.
    answers.push({
      view: 'form',
      email: 'ada@example.com',
      emailError: 'Please enter your email address',
      message: null,
    });
    fireEvent.change(emailBox(), { target: { value: 'ada@example.com' } });
    signUp();
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toHaveLength(1);

    // A refused address started no cooldown.
    answers.push({
      view: 'form',
      email: '',
      emailError: null,
      message: { kind: 'success', text: 'Already on the list.' },
    });
    fireEvent.change(emailBox(), { target: { value: 'a@b.co' } });
    signUp();
    expect(await screen.findByText('Already on the list.')).toHaveAttribute('data-kind', 'success');
    expect(emailBox()).not.toHaveAttribute('aria-invalid');

    jest.setSystemTime(new Date('2026-01-01T00:00:31Z'));
    answers.push({
      view: 'form',
      email: 'a@b.co',
      emailError: null,
      message: { kind: 'error', text: 'Too many requests for this email address.' },
    });
    signUp();
    expect(await screen.findByText('Too many requests for this email address.')).toHaveAttribute(
      'data-kind',
      'error',
    );
    expect(emailBox()).toHaveValue('a@b.co');
  });

  it('says the address’s problem as the visitor leaves the field, in the schema’s words', async () => {
    render(<NewsletterSignup ids="signup" />);
    act(() => emailBox().focus());
    fireEvent.change(emailBox(), { target: { value: 'ada@example' } });
    expect(emailBox()).not.toHaveAttribute('aria-invalid');
    act(() => emailBox().blur());

    await waitFor(() => expect(emailBox()).toHaveAttribute('aria-invalid', 'true'));
    expect(emailBox()).toHaveAccessibleDescription('Please enter a valid email address');
    fireEvent.change(emailBox(), { target: { value: 'ada@example.com' } });
    await waitFor(() => expect(emailBox()).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(posts).toEqual([]);
  });

  it('an address that does not pass is not posted: its field says why and takes focus; no cooldown starts', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), advanceTimers: true });
    render(<NewsletterSignup ids="signup" />);
    act(() => screen.getByRole('button', { name: 'Sign Up' }).focus());
    signUp();
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(emailBox()).toHaveFocus());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(posts).toEqual([]);

    // The address corrected at once: posted, no 30 seconds to wait.
    answers.push(codeView());
    fireEvent.change(emailBox(), { target: { value: 'ada@example.com' } });
    signUp();
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(posts).toEqual([{ email: 'ada@example.com', website: '' }]);
  });

  it('refuses a second sign-up within 30 seconds here, counting down', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), advanceTimers: true });
    render(<NewsletterSignup ids="signup" />);
    answers.push({
      view: 'form',
      email: '',
      emailError: null,
      message: { kind: 'success', text: 'Already on the list.' },
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
    expect(posts).toHaveLength(1);
    jest.setSystemTime(new Date('2026-01-01T00:00:30Z'));
    answers.push(codeView());
    signUp();
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(posts).toHaveLength(2);
  });

  it('says so when a sign-up gets no answer: the connection, or anything else', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), advanceTimers: true });
    render(<NewsletterSignup ids="signup" />);
    answers.push(new TypeError('Failed to fetch'));
    fireEvent.change(emailBox(), { target: { value: 'a@b.co' } });
    signUp();
    expect(
      await screen.findByText(
        'Connection error. Please check your internet connection and try again.',
      ),
    ).toHaveAttribute('data-kind', 'error');
    expect(emailBox()).toHaveValue('a@b.co');
    jest.setSystemTime(new Date('2026-01-01T00:00:31Z'));
    answers.push(new Error('An unexpected response was received from the server.'));
    signUp();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});

describe('the code form', () => {
  it('takes digits only, moves on after each, back on Backspace; Enter sends nothing', async () => {
    await toCodeView();
    fireEvent.change(digit(1), { target: { value: 'a' } });
    expect(digit(1).value).toBe('');
    fireEvent.change(digit(1), { target: { value: '4' } });
    expect(digit(2)).toHaveFocus();
    fireEvent.keyDown(digit(2), { key: 'Backspace' });
    expect(digit(1)).toHaveFocus();
    fireEvent.keyDown(digit(1), { key: 'Enter' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(posts).toHaveLength(1);
  });

  it('keeps the digits of a paste and sends them by itself; confirmed, the form comes back empty', async () => {
    await toCodeView();
    answers.push({
      view: 'form',
      email: '',
      emailError: null,
      message: { kind: 'success', text: 'Subscription confirmed successfully!' },
    });
    fireEvent.paste(digit(1), { clipboardData: { getData: () => ' 12-34 56 78' } });
    expect(codeDigits()).toBe('123456');
    expect(await screen.findByText('Subscription confirmed successfully!')).toBeInTheDocument();
    expect(posts[1]).toEqual({ email: 'ada@example.com', otpCode: '123456' });
    expect(emailBox()).toHaveValue('');
  });

  it('a refused code: the server’s word, the boxes emptied and the first focused', async () => {
    await toCodeView();
    answers.push({
      view: 'code',
      email: 'ada@example.com',
      message: { kind: 'error', text: 'That code is not correct.' },
    });
    for (let n = 1; n <= 6; n++) fireEvent.change(digit(n), { target: { value: String(n) } });
    expect(await screen.findByText('That code is not correct.')).toHaveAttribute(
      'data-kind',
      'error',
    );
    await waitFor(() => expect(codeDigits()).toBe(''));
    expect(digit(1)).toHaveFocus();

    answers.push(new TypeError('Failed to fetch'));
    fireEvent.paste(digit(1), { clipboardData: { getData: () => '222222' } });
    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  });

  it('resends with “Resending...”, a new code empties the boxes; Change email address goes back', async () => {
    await toCodeView();
    fireEvent.change(digit(1), { target: { value: '7' } });
    let answer!: (state: SignupFormState) => void;
    answers.push(new Promise((resolve) => (answer = resolve)));
    act(() => screen.getByRole('button', { name: "Didn't receive the email?" }).click());
    expect(await screen.findByRole('button', { name: 'Resending...' })).toBeDisabled();
    expect(posts[1]).toMatchObject({ email: 'ada@example.com', intent: 'resend' });
    await act(async () => answer(codeView('Confirmation email sent! Please check your inbox.')));
    await screen.findByText('Confirmation email sent! Please check your inbox.');
    await waitFor(() => expect(codeDigits()).toBe(''));

    answers.push({ view: 'form', email: 'ada@example.com', emailError: null, message: null });
    act(() => screen.getByRole('button', { name: 'Change email address' }).click());
    expect(await screen.findByLabelText('Email address')).toHaveValue('ada@example.com');
    expect(posts[2]).toMatchObject({ intent: 'change' });
    expect(screen.queryByText('Confirmation email sent! Please check your inbox.')).toBeNull();
  });
});
