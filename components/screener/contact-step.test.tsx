/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { emptyValues } from '@/lib/screener/steps';
import { ContactStep } from './contact-step';

const register = (name: string) => ({ name, onChange: () => {}, ref: () => {} });

describe('the contact step’s fields', () => {
  it('show the screener’s own message, else the server’s word on the field', () => {
    render(
      <ContactStep
        register={register as never}
        errors={{ email: 'Please enter a valid work e-mail address.' }}
        postedErrors={{ email: 'Refused by the server.', website_url: 'Not a website.' }}
        disabled={false}
        values={emptyValues()}
      />,
    );
    expect(screen.getByLabelText(/Work e-mail/)).toHaveAccessibleDescription(
      'Please enter a valid work e-mail address.',
    );
    expect(screen.getByLabelText(/Website or LinkedIn URL/)).toHaveAccessibleDescription(
      'Not a website.',
    );
    expect(screen.getByLabelText(/Full name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Refused by the server.')).toBeNull();
  });
});
