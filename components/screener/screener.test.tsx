/** @jest-environment jsdom */
import { answeredUpToContact } from '@/test/lead-fixtures';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ScreenerValues } from '@/lib/leads/client';
import { screenerFormAction } from '@/lib/screener/form-action';
import { hiddenFields } from '@/lib/screener/form-fields';
import { screenerAfterPost } from '@/lib/screener/post';
import { SESSION_KEY } from '@/lib/screener/session';
import { emptyValues, type StepName } from '@/lib/screener/steps';
import { Screener } from './screener';

// The Server Action, answered here by the step machine it runs on the server.
jest.mock('@/lib/screener/form-action', () => ({ screenerFormAction: jest.fn() }));
const action = jest.mocked(screenerFormAction);
const posts: FormData[] = [];
function answerBySteps() {
  action.mockImplementation(async (_state, form) => {
    posts.push(form);
    const { state, complete } = screenerAfterPost(form);
    return complete ? { ...state, values: emptyValues(), done: true } : state;
  });
}

const mockRouter = { push: jest.fn() };
const push = mockRouter.push;
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));
const toasts: string[] = [];
jest.mock('@/components/ui/toaster', () => ({
  toast: {
    success: (title: string, options?: { description?: string }) =>
      toasts.push(`${title}: ${options?.description}`),
    error: (title: string, options?: { description?: string }) =>
      toasts.push(`${title}: ${options?.description}`),
  },
}));

beforeEach(() => {
  toasts.length = 0;
  posts.length = 0;
  push.mockReset();
  answerBySteps();
  window.sessionStorage.clear();
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as never;
  Element.prototype.scrollIntoView = () => {};
});

/** The screener opened in a tab that kept its form on `step`. */
async function resumeOn(step: StepName, values: ScreenerValues, heading: string) {
  window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(hiddenFields(step, values)));
  render(<Screener intro={null} />);
  return screen.findByRole('heading', { name: heading });
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: /Get Your Growth Plan|Submitting/ });
const CONTACT = 'Where should we send your growth plan?';

function fillContact(name: string, email: string, url: string) {
  fireEvent.change(field(/Full name/), { target: { value: name } });
  fireEvent.change(field(/Work e-mail/), { target: { value: email } });
  fireEvent.change(field(/Website or LinkedIn URL/), { target: { value: url } });
}

describe('the screener in the browser', () => {
  it('holds a single choice 800 ms, the choices and Next waiting, then the next question takes focus', async () => {
    render(<Screener intro={null} />);
    const chosen = screen.getByRole('button', { name: /An established business/ });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    act(() => chosen.click());

    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /A new venture/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();
    // Its answer is sent at once, and not shown before the 800 ms are over.
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.get('choice')).toBe('existing_business');
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Which best describes you?',
    );

    const next = await screen.findByRole(
      'heading',
      { name: 'What is your annual revenue?' },
      { timeout: 2000 },
    );
    expect(next).toHaveFocus();
    expect(screen.getByText('Step 2 of 7: What is your annual revenue?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('lets Next through once the step shown has its answer', async () => {
    await resumeOn(
      'obstacles',
      { ...answeredUpToContact(), obstacles: [] },
      'What is holding growth back?',
    );
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    fireEvent.click(field('Unclear product–market fit'));
    expect(next).toBeEnabled();
    fireEvent.click(field('Unclear product–market fit'));
    expect(next).toBeDisabled();
  });

  it('resumes the form kept in the tab by posting it again, and keeps it as the visitor goes', async () => {
    await resumeOn('contact', answeredUpToContact(), CONTACT);
    expect(posts[0]!.get('intent')).toBe('resume');
    expect(posts[0]!.get('step')).toBe('contact');
    // No move of the visitor's: the question does not take focus.
    expect(screen.getByRole('heading', { name: CONTACT })).not.toHaveFocus();
    fireEvent.change(field(/Full name/), { target: { value: 'Ana' } });
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_KEY)!)).toContainEqual([
      'full_name',
      'Ana',
    ]);
  });

  it('says the server’s word on the contact step in a toast, the field at fault focused', async () => {
    await resumeOn('contact', answeredUpToContact(), CONTACT);
    fillContact('   ', 'not-an-email', 'www.example.com');
    act(() => submit().click());

    await waitFor(() =>
      expect(toasts).toEqual(['Missing Information: Please enter your full name.']),
    );
    expect(field(/Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Full name/)).toHaveFocus();
    expect(field(/Work e-mail/).value).toBe('not-an-email');
    // The toast says it; the page does not say it twice.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(push).not.toHaveBeenCalled();
  });

  it('says a contact field’s problem as the visitor leaves it, in the schema’s words', async () => {
    await resumeOn('contact', answeredUpToContact(), CONTACT);
    const email = field(/Work e-mail/);
    act(() => email.focus());
    fireEvent.change(email, { target: { value: 'ana@example' } });
    // Nothing is said while the visitor is still typing in the field.
    expect(email).not.toHaveAttribute('aria-invalid');
    act(() => email.blur());

    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Please enter a valid work e-mail address.');
    // Once said, the field is checked again as it changes.
    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('Please enter a valid work e-mail address.')).toBeNull();
    // A field the visitor has not left yet is not judged.
    expect(field(/Website or LinkedIn URL/)).not.toHaveAttribute('aria-invalid');
    expect(posts).toHaveLength(1); // the resume only
  });

  it('a contact step that does not pass is not posted: the toast, the first field at fault focused', async () => {
    await resumeOn('contact', answeredUpToContact(), CONTACT);
    fillContact('Ana Silva', 'ana@example', 'www.example.com');
    act(() => submit().click());

    await waitFor(() =>
      expect(toasts).toEqual(['Invalid Email: Please enter a valid work e-mail address.']),
    );
    expect(field(/Work e-mail/)).toHaveFocus();
    expect(field(/Work e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Website or LinkedIn URL/)).toHaveAccessibleDescription(
      'Please enter a valid website or LinkedIn URL (including http:// or https://).',
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(posts).toHaveLength(1); // the resume only
    expect(push).not.toHaveBeenCalled();
  });

  it('a contact step that passes is posted once, through the action, with Back never checked', async () => {
    await resumeOn('contact', answeredUpToContact(), CONTACT);
    fillContact('Ana Silva', 'not-an-email', '');
    // Back leaves the step whatever its fields hold.
    act(() => screen.getByRole('button', { name: 'Back' }).click());
    await screen.findByRole('heading', { name: 'How well do you understand why customers buy?' });
    expect(posts.at(-1)!.get('intent')).toBe('back');
    expect(toasts).toEqual([]);

    act(() => screen.getByRole('button', { name: 'Next' }).click());
    await screen.findByRole('heading', { name: CONTACT });
    fillContact('Ana Silva', 'ana@example.com', 'https://ana.example');
    const before = posts.length;
    act(() => submit().click());
    await waitFor(() => expect(push).toHaveBeenCalledWith('/'));
    expect(posts).toHaveLength(before + 1);
    expect(posts.at(-1)!.get('intent')).toBe('next');
    expect(posts.at(-1)!.get('email')).toBe('ana@example.com');
  });

  it('the server’s word on a field the browser passed: a toast, the field marked and focused', async () => {
    await resumeOn('contact', answeredUpToContact(), CONTACT);
    action.mockImplementationOnce(async (_state, form) => {
      posts.push(form);
      const { state } = screenerAfterPost(form);
      return {
        ...state,
        problem: { title: 'Submission Error', description: 'That website could not be reached.' },
        errors: { website_url: 'That website could not be reached.' },
      };
    });
    fillContact('Ana Silva', 'ana@example.com', 'https://ana.example');
    act(() => submit().click());

    await waitFor(() =>
      expect(toasts).toEqual(['Submission Error: That website could not be reached.']),
    );
    const url = field(/Website or LinkedIn URL/);
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription('That website could not be reached.');
    await waitFor(() => expect(url).toHaveFocus());
    // Corrected, the field is checked afresh and the server's word goes.
    fireEvent.change(url, { target: { value: 'https://ana.example/about' } });
    act(() => url.blur());
    await waitFor(() => expect(url).not.toHaveAttribute('aria-invalid'));
  });

  it('a stored application: the success toast, the kept form forgotten, and home', async () => {
    await resumeOn('contact', answeredUpToContact(), CONTACT);
    fillContact(' Ana Silva ', 'ANA@example.com', 'https://ana.example');
    fireEvent.click(field(/occasional research insight/));
    act(() => submit().click());

    await waitFor(() => expect(push).toHaveBeenCalledWith('/'));
    const sent = posts.at(-1)!;
    expect(Object.fromEntries(sent)).toMatchObject({
      step: 'contact',
      id: answeredUpToContact().id,
      full_name: ' Ana Silva ',
      email: 'ANA@example.com',
      newsletter_opt_in: 'on',
    });
    expect(toasts).toEqual([
      "Application Submitted!: Thank you for applying. We'll be in touch soon.",
    ]);
    expect(window.sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('a post that gets no answer says so, and keeps the visitor and every answer', async () => {
    await resumeOn('contact', answeredUpToContact(), CONTACT);
    action.mockRejectedValueOnce(new Error('An unexpected response was received from the server.'));
    action.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fillContact('Ana Silva', 'ana@example.com', 'https://ana.example');
    act(() => submit().click());
    await waitFor(() =>
      expect(toasts).toEqual([
        'Submission Error: There was an error submitting your application. Please try again.',
      ]),
    );
    await waitFor(() => expect(submit()).toBeEnabled());
    act(() => submit().click());
    await waitFor(() =>
      expect(toasts.at(-1)).toBe('Submission Error: Network error. Please try again.'),
    );
    expect(screen.getByRole('heading', { name: CONTACT })).toBeInTheDocument();
    expect(field(/Full name/).value).toBe('Ana Silva');
    await waitFor(() => expect(submit()).toBeEnabled());
    act(() => submit().click());
    await waitFor(() => expect(push).toHaveBeenCalledWith('/'));
  });
});
