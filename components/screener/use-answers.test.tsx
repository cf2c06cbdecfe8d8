/** @jest-environment jsdom */
import { answeredUpToContact } from '@/test/lead-fixtures';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import type { Lead, ScreenerValues } from '@/lib/leads/schema';
import { checkApplication } from '@/lib/screener/check-application';
import { emptyValues } from '@/lib/screener/steps';
import { submitAnswers } from './check-answers';
import { loadLater } from './later';
import { useAnswers, type AnswerErrors, type Answers, type CheckApplication } from './use-answers';

// The typed fields come with the later steps' code, which checks them again as they change.
beforeAll(() => loadLater());

const answered: ScreenerValues = answeredUpToContact();

/** The check as the page fetches it: held until the test lets it arrive. */
function heldCheck() {
  let arrive!: () => void;
  const arrived = new Promise<CheckApplication>((resolve) => {
    arrive = () => resolve(checkApplication);
  });
  const load = jest.fn(() => arrived);
  return { load, arrive: () => act(async () => arrive()) };
}

/** The hook of the fields last rendered, for the test to drive as the screener does. */
let answers: Answers;

/** The contact fields as the screener renders them, each with its message. */
function Contact({
  initial,
  load,
  shown = true,
}: {
  initial: ScreenerValues;
  load: () => Promise<CheckApplication>;
  shown?: boolean;
}) {
  const own = useAnswers(initial, load);
  useEffect(() => {
    answers = own;
  });
  if (!shown) return null;
  return (
    <form>
      {(['full_name', 'email', 'website_url'] as const).map((name) => (
        <div key={name}>
          <label htmlFor={name}>{name}</label>
          <input id={name} defaultValue={initial[name]} {...own.register(name)} />
          {own.errors[name] ? <p>{own.errors[name]}</p> : null}
        </div>
      ))}
      <label htmlFor="newsletter_opt_in">opt-in</label>
      <input
        id="newsletter_opt_in"
        type="checkbox"
        defaultChecked={initial.newsletter_opt_in}
        {...own.register('newsletter_opt_in')}
      />
    </form>
  );
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

function submit() {
  const valid = jest.fn(async (_lead: Lead) => {});
  const invalid = jest.fn((_errors: AnswerErrors) => {});
  let outcome!: Promise<void>;
  act(() => {
    outcome = submitAnswers(answers.store, valid, invalid);
  });
  return { valid, invalid, outcome };
}

describe('the screener’s answers', () => {
  it('checks a submit made before the check has arrived once it arrives, then shows the faults', async () => {
    const { load, arrive } = heldCheck();
    render(<Contact initial={answered} load={load} />);
    act(() => answers.reset(answered));
    fireEvent.change(field('full_name'), { target: { value: 'Ana Silva' } });
    fireEvent.change(field('email'), { target: { value: 'not-an-email' } });

    const { valid, invalid, outcome } = submit();
    expect(load).toHaveBeenCalled();
    expect(invalid).not.toHaveBeenCalled();
    expect(screen.queryByText(/valid work e-mail/)).toBeNull();

    await arrive();
    await act(() => outcome);
    expect(valid).not.toHaveBeenCalled();
    expect(invalid).toHaveBeenCalledWith({
      email: 'Please enter a valid work e-mail address.',
      website_url: 'Please enter a valid website or LinkedIn URL (including http:// or https://).',
    });
    expect(screen.getByText('Please enter a valid work e-mail address.')).toBeInTheDocument();
    // The first field at fault, in the order of the page, takes focus.
    expect(field('email')).toHaveFocus();
  });

  it('hands on the lead as it will be sent when the application passes', async () => {
    render(<Contact initial={answered} load={async () => checkApplication} />);
    act(() => answers.reset(answered));
    fireEvent.change(field('full_name'), { target: { value: ' Ana Silva ' } });
    fireEvent.change(field('email'), { target: { value: 'ANA@example.com' } });
    fireEvent.change(field('website_url'), { target: { value: 'https://ana.example' } });
    fireEvent.click(field('opt-in'));

    const { valid, invalid, outcome } = submit();
    await act(() => outcome);
    expect(invalid).not.toHaveBeenCalled();
    expect(valid).toHaveBeenCalledWith(
      expect.objectContaining({
        full_name: 'Ana Silva',
        email: 'ana@example.com',
        newsletter_opt_in: true,
      }),
    );
  });

  it('after a check, checks each change again: a message follows its field', async () => {
    render(<Contact initial={answered} load={async () => checkApplication} />);
    act(() => answers.reset(answered));
    const first = submit();
    await act(() => first.outcome);
    expect(screen.getByText('Please enter your full name.')).toBeInTheDocument();
    expect(field('full_name')).toHaveFocus();

    await act(async () => {
      fireEvent.change(field('full_name'), { target: { value: 'A' } });
    });
    expect(screen.queryByText('Please enter your full name.')).toBeNull();
    expect(screen.getByText('Please enter a valid work e-mail address.')).toBeInTheDocument();
    await act(async () => {
      fireEvent.change(field('full_name'), { target: { value: ' ' } });
    });
    expect(screen.getByText('Please enter your full name.')).toBeInTheDocument();
  });

  it('checks nothing on a change before the first submit', async () => {
    const load = jest.fn(async () => checkApplication);
    render(<Contact initial={answered} load={load} />);
    act(() => answers.reset(answered));
    await act(async () => {
      fireEvent.change(field('email'), { target: { value: 'x' } });
    });
    expect(load).not.toHaveBeenCalled();
    expect(answers.getValues().email).toBe('x');
  });

  it('rejects a submit whose check cannot be fetched, and fetches it again next time', async () => {
    const load = jest
      .fn<Promise<CheckApplication>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(checkApplication);
    render(<Contact initial={answered} load={load} />);
    act(() => answers.reset(answered));

    const offline = submit();
    await expect(offline.outcome).rejects.toThrow('offline');
    expect(offline.invalid).not.toHaveBeenCalled();

    const online = submit();
    await act(() => online.outcome);
    expect(online.invalid).toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps what a field held before the start, and gives a field that appears later its answer', async () => {
    const load = async () => checkApplication;
    const { rerender } = render(<Contact initial={emptyValues()} load={load} />);
    // Typed before the script ran: the field keeps it until the screener starts from it.
    field('full_name').value = 'Typed early';
    act(() => answers.reset({ ...answered, full_name: 'Typed early', email: 'kim@example.com' }));
    expect(field('full_name').value).toBe('Typed early');
    expect(field('email').value).toBe('kim@example.com');

    rerender(<Contact initial={emptyValues()} load={load} shown={false} />);
    act(() => answers.setValue('newsletter_opt_in', true));
    rerender(<Contact initial={emptyValues()} load={load} />);
    expect(field('full_name').value).toBe('Typed early');
    expect(field('email').value).toBe('kim@example.com');
    expect(field('opt-in').checked).toBe(true);
  });

  it('writes a value set by the screener into its field on the page', () => {
    render(<Contact initial={answered} load={async () => checkApplication} />);
    act(() => answers.reset({ ...answered, full_name: 'Old' }));
    act(() => answers.setValue('full_name', ''));
    expect(field('full_name').value).toBe('');
    expect(answers.values.full_name).toBe('');
  });
});
