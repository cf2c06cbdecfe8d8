/** @jest-environment jsdom */
import { answeredUpToContact } from '@/test/lead-fixtures';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ScreenerValues } from '@/lib/leads/schema';
import { saveSession } from '@/lib/screener/session';
import { emptyValues } from '@/lib/screener/steps';
import { Screener } from './screener';

// The Server Action answers only a form posted without the script; here the script runs.
jest.mock('@/lib/screener/form-action', () => ({ screenerFormAction: jest.fn() }));
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
const toasts: string[] = [];
jest.mock('@/components/ui/toaster', () => ({
  toast: {
    success: (title: string, options?: { description?: string }) =>
      toasts.push(`${title}: ${options?.description}`),
    error: (title: string, options?: { description?: string }) =>
      toasts.push(`${title}: ${options?.description}`),
  },
}));

const answered: ScreenerValues = answeredUpToContact();

const posts: { url: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  toasts.length = 0;
  posts.length = 0;
  push.mockReset();
  window.sessionStorage.clear();
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    posts.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return { ok: true, status: 201, json: async () => ({ message: 'Stored.' }) };
  }) as unknown as typeof fetch;
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as never;
  Element.prototype.scrollIntoView = () => {};
});

/** The screener resumed on its contact step, every earlier answer given. */
async function openContactStep() {
  saveSession(window.sessionStorage, 'contact', answered);
  render(<Screener intro={null} />);
  await screen.findByRole('heading', { name: 'Where should we send your growth plan?' });
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Get Your Growth Plan' });

describe('the screener’s contact step', () => {
  it('checks the application in the toasts’ order and words, the first field at fault focused', async () => {
    await openContactStep();
    fireEvent.change(field(/Full name/), { target: { value: '   ' } });
    fireEvent.change(field(/Work e-mail/), { target: { value: 'not-an-email' } });
    fireEvent.change(field(/Website or LinkedIn URL/), { target: { value: 'www.example.com' } });
    // Pressed at once: the check (with zod) is still on its way.
    fireEvent.click(submit());

    await waitFor(() =>
      expect(toasts).toEqual(['Missing Information: Please enter your full name.']),
    );
    expect(field(/Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Full name/)).toHaveFocus();
    expect(screen.getByText('Please enter a valid work e-mail address.')).toBeInTheDocument();

    fireEvent.change(field(/Full name/), { target: { value: 'Ana Silva' } });
    await waitFor(() => expect(field(/Full name/)).not.toHaveAttribute('aria-invalid'));
    fireEvent.click(submit());
    await waitFor(() =>
      expect(toasts.at(-1)).toBe('Invalid Email: Please enter a valid work e-mail address.'),
    );
    expect(field(/Work e-mail/)).toHaveFocus();

    fireEvent.change(field(/Work e-mail/), { target: { value: 'ana@example.com' } });
    fireEvent.click(submit());
    await waitFor(() =>
      expect(toasts.at(-1)).toBe(
        'Invalid URL: Please enter a valid website or LinkedIn URL (including http:// or https://).',
      ),
    );
    expect(posts).toEqual([]);
  });

  it('sends the application the schema passes, then goes to the home page', async () => {
    await openContactStep();
    fireEvent.change(field(/Full name/), { target: { value: ' Ana Silva ' } });
    fireEvent.change(field(/Work e-mail/), { target: { value: 'ANA@example.com' } });
    fireEvent.change(field(/Website or LinkedIn URL/), {
      target: { value: 'https://ana.example' },
    });
    fireEvent.click(field(/occasional research insight/));
    await act(async () => {
      fireEvent.click(submit());
    });

    await waitFor(() => expect(push).toHaveBeenCalledWith('/'));
    expect(posts).toEqual([
      {
        url: '/api/leads',
        body: expect.objectContaining({
          id: answered.id,
          business_type: 'new_venture',
          annual_revenue: 'pre_revenue',
          full_name: 'Ana Silva',
          email: 'ana@example.com',
          website_url: 'https://ana.example',
          newsletter_opt_in: true,
        }),
      },
    ]);
    expect(toasts).toEqual([
      "Application Submitted!: Thank you for applying. We'll be in touch soon.",
    ]);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('shows the server’s word on a field under it, and keeps every answer', async () => {
    global.fetch = jest.fn(async () => ({
      ok: false,
      status: 400,
      json: async () => ({
        error: { message: 'Check the address.', fields: { email: 'That domain takes no mail.' } },
      }),
    })) as unknown as typeof fetch;
    await openContactStep();
    fireEvent.change(field(/Full name/), { target: { value: 'Ana Silva' } });
    fireEvent.change(field(/Work e-mail/), { target: { value: 'ana@example.com' } });
    fireEvent.change(field(/Website or LinkedIn URL/), {
      target: { value: 'https://ana.example' },
    });
    fireEvent.click(submit());

    await screen.findByText('That domain takes no mail.');
    expect(field(/Work e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(toasts).toEqual(['Submission Error: Check the address.']);
    expect(field(/Full name/).value).toBe('Ana Silva');
    expect(push).not.toHaveBeenCalled();
    await waitFor(() => expect(submit()).toBeEnabled());
  });
});

describe('the screener’s later steps', () => {
  it('follows a single choice with a step whose controls come with the later code', async () => {
    saveSession(window.sessionStorage, 'annual-revenue', {
      ...emptyValues(),
      id: answered.id,
      business_type: 'existing_business',
    });
    render(<Screener intro={null} />);
    await screen.findByRole('heading', { name: 'What is your annual revenue?' });
    fireEvent.click(screen.getByRole('button', { name: 'US $1m – $5m' }));
    expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();

    const heading = await screen.findByRole(
      'heading',
      { name: 'How is revenue tracking against this year’s target?' },
      { timeout: 2000 },
    );
    expect(heading).toHaveFocus();
    expect(screen.getByRole('slider', { name: 'Revenue against target, in percent' })).toHaveValue(
      '0',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
