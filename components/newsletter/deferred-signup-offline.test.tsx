/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { DeferredSignup } from './deferred-signup';
import { SignupFormView } from './signup-form-view';

// The island's code cannot be fetched (offline, or a deploy replaced the chunk).
jest.mock('./newsletter-signup', () => {
  throw new Error('Loading chunk failed');
});

beforeEach(() => {
  global.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  global.fetch = jest.fn() as unknown as typeof fetch;
});

const message = 'Connection error. Please check your internet connection and try again.';
const emailBox = () => screen.getByLabelText('Email address') as HTMLInputElement;

it('says so when a submit cannot be carried out because the code did not arrive', async () => {
  render(
    <DeferredSignup offlineMessage={message}>
      <SignupFormView ids="server" />
    </DeferredSignup>,
  );
  emailBox().value = 'ada@example.com';
  fireEvent.submit(emailBox().form!);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(emailBox()).toHaveValue('ada@example.com'); // nothing typed is lost
  expect(document.querySelector('[data-signup-ready]')).toBeNull();
  expect(global.fetch).not.toHaveBeenCalled();
});
