/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DeferredSignup } from './deferred-signup';
import { SignupFormView } from './signup-form-view';
import { SignupMessageRegion } from './signup-message';

// jsdom has no IntersectionObserver: this one reports what the test says is in view, to the
// observer of the section's form (links observe themselves too, for prefetching).
let reportInView: ((inView: boolean) => void) | null = null;
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    if (!target.querySelector('form')) return;
    reportInView = (inView) =>
      this.callback(
        [{ isIntersecting: inView, target } as unknown as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  unobserve() {}
  disconnect() {}
}

const posts: { url: string; body: unknown }[] = [];
beforeEach(() => {
  posts.length = 0;
  reportInView = null;
  global.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    posts.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return {
      ok: true,
      status: 200,
      json: async () => ({ message: 'Code sent.', alreadySubscribed: false }),
    };
  }) as unknown as typeof fetch;
  // The form library's resolver and the schema load on first validation.
  HTMLFormElement.prototype.requestSubmit ??= function (this: HTMLFormElement) {
    this.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  };
});

function renderDeferred() {
  return render(
    <DeferredSignup offlineMessage="Connection error. Please check your internet connection and try again.">
      <div>
        <SignupFormView ids="server" />
        <SignupMessageRegion message={null} />
      </div>
    </DeferredSignup>,
  );
}

const ready = () => document.querySelector('[data-signup-ready]');
const emailBox = () => screen.getByLabelText('Email address') as HTMLInputElement;

describe('deferred sign-up island', () => {
  it('shows the server form and loads no code until the section nears the viewport', async () => {
    renderDeferred();
    expect(emailBox().id).toBe('server-email');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    await act(async () => reportInView?.(false));
    expect(ready()).toBeNull();

    await act(async () => reportInView?.(true));
    await waitFor(() => expect(ready()).not.toBeNull());
    expect(emailBox().id).not.toBe('server-email');
  });

  it('keeps what was typed and the focus when the island takes over', async () => {
    renderDeferred();
    const serverBox = emailBox();
    serverBox.value = 'ada@example.com';
    act(() => serverBox.focus()); // focus inside the section starts the load
    await waitFor(() => expect(ready()).not.toBeNull());
    expect(emailBox()).not.toBe(serverBox);
    expect(emailBox()).toHaveValue('ada@example.com');
    expect(emailBox()).toHaveFocus();
  });

  it('carries out a submit made before the code arrived', async () => {
    renderDeferred();
    emailBox().value = 'grace@example.com';
    fireEvent.submit(emailBox().form!);
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(posts).toEqual([
      { url: '/api/newsletter/subscribe', body: { email: 'grace@example.com' } },
    ]);
  });
});

describe('deferred sign-up island, a submit in the gap before the takeover', () => {
  it('carries out a submit made after the code arrived but before the island replaced the form', async () => {
    renderDeferred();
    emailBox().value = 'katherine@example.com';
    // Scrolling near the section starts the load. Outside act, React renders the takeover in
    // a later task, as in a browser: the module arrives first, the new form some time after.
    reportInView?.(true);
    await import('./newsletter-signup');
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(ready()).toBeNull();
    // The visitor presses Sign Up in that gap, on the server's form.
    fireEvent.submit(emailBox().form!);
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(posts).toEqual([
      { url: '/api/newsletter/subscribe', body: { email: 'katherine@example.com' } },
    ]);
  });
});
