/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useActionState } from 'react';
import type { ConfirmCodeState } from '@/lib/newsletter/opt-in/client';
import { ConfirmCodeForm } from './confirm-code-form';

// The opt-in's Server Actions, in the browser's entry beside what the form uses: in the page
// they are references to the server, as here.
jest.mock('@/lib/newsletter/opt-in/form-action', () => ({}));
jest.mock('@/lib/newsletter/opt-in/preferences-action', () => ({}));

// The form's Server Action, answered here; every post is recorded.
const posts: Record<string, FormDataEntryValue>[] = [];
let answer: ConfirmCodeState = null;
async function confirmCode(_state: ConfirmCodeState, form: FormData): Promise<ConfirmCodeState> {
  posts.push(Object.fromEntries(form));
  return answer;
}

function Page() {
  const [state, action] = useActionState(confirmCode, null);
  return <ConfirmCodeForm notice="Enter your code." state={state} action={action} />;
}

beforeEach(() => {
  posts.length = 0;
  answer = null;
});

const emailBox = () => screen.getByLabelText('Email address') as HTMLInputElement;
const codeBox = () => screen.getByLabelText('6-digit confirmation code') as HTMLInputElement;
const confirm = () =>
  act(() => screen.getByRole('button', { name: 'Confirm Subscription' }).click());

describe('/confirm-subscription’s code form', () => {
  it('says a field’s problem as the visitor leaves it, in the schema’s words', async () => {
    render(<Page />);
    act(() => emailBox().focus());
    fireEvent.change(emailBox(), { target: { value: 'ada@example.com' } });
    act(() => codeBox().focus());
    fireEvent.change(codeBox(), { target: { value: '12a3' } });
    expect(codeBox()).toHaveValue('123');
    expect(codeBox()).not.toHaveAttribute('aria-invalid');
    act(() => codeBox().blur());

    await waitFor(() => expect(codeBox()).toHaveAttribute('aria-invalid', 'true'));
    expect(codeBox()).toHaveAccessibleDescription('Confirmation code must be 6 digits');
    expect(emailBox()).not.toHaveAttribute('aria-invalid');
    // Checked again as it changes: six digits, and the problem is gone.
    fireEvent.change(codeBox(), { target: { value: '123456' } });
    await waitFor(() => expect(codeBox()).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('Confirmation code must be 6 digits')).toBeNull();
    expect(posts).toEqual([]);
  });

  it('a form that does not pass is not posted: the message once, the first field focused', async () => {
    render(<Page />);
    confirm();
    expect(
      await screen.findByText('Please enter both your email and confirmation code'),
    ).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(codeBox()).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox()).toHaveAccessibleDescription(
      'Please enter both your email and confirmation code',
    );
    await waitFor(() => expect(emailBox()).toHaveFocus());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(posts).toEqual([]);
  });

  it('a form that passes is posted once through the action; the server’s refusal shows as before', async () => {
    render(<Page />);
    answer = {
      outcome: 'refused',
      email: 'ada@example.com',
      otpCode: '123456',
      message: 'That code is not correct.',
      invalid: ['otpCode'],
    };
    fireEvent.change(emailBox(), { target: { value: 'ada@example.com' } });
    fireEvent.change(codeBox(), { target: { value: '123456' } });
    confirm();

    expect(await screen.findByText('That code is not correct.')).toHaveAttribute(
      'data-kind',
      'error',
    );
    expect(posts).toEqual([{ email: 'ada@example.com', otpCode: '123456' }]);
    expect(codeBox()).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox()).not.toHaveAttribute('aria-invalid');
    expect(codeBox()).toHaveValue('123456');
  });
});
