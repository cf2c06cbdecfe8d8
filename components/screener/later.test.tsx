/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { emptyValues } from '@/lib/screener/steps';
import { ContactStep, laterLoaded, loadLater } from './later';
import { Screener } from './screener';

jest.mock('@/lib/screener/form-action', () => ({ screenerFormAction: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

beforeEach(() => {
  window.sessionStorage.clear();
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => ({}) })) as never;
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as never;
  Element.prototype.scrollIntoView = () => {};
});

describe('the later steps’ code', () => {
  it('is not fetched by the first step, and is fetched by its first answer', async () => {
    render(<Screener intro={null} />);
    await screen.findByRole('heading', { name: 'Which best describes you?' });
    await act(async () => {});
    expect(laterLoaded()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /A new venture/ }));
    await act(() => loadLater());
    expect(laterLoaded()).not.toBeNull();
  });

  it('renders a later step’s controls at once when it has arrived', async () => {
    await loadLater();
    const register = jest.fn((name: string) => ({ name, onChange: () => {}, ref: () => {} }));
    // No waiting: the controls are there as soon as they are rendered.
    render(
      <ContactStep
        register={register as never}
        errors={{}}
        postedErrors={null}
        disabled={false}
        values={emptyValues()}
      />,
    );
    expect(screen.getByLabelText(/Full name/)).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith('email');
  });
});
