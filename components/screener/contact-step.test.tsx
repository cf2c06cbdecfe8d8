/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { emptyValues } from '@/lib/screener/steps';
import { ContactStep } from './contact-step';

describe('the contact step’s fields', () => {
  it('show the server’s word on a field under it, and start from the answers given', () => {
    render(
      <ContactStep
        errors={{ website_url: 'Not a website.' }}
        register={(name) => ({ name })}
        disabled={false}
        values={{ ...emptyValues(), full_name: 'Ana Silva', newsletter_opt_in: true }}
      />,
    );
    expect(screen.getByLabelText(/Website or LinkedIn URL/)).toHaveAccessibleDescription(
      'Not a website.',
    );
    expect(screen.getByLabelText(/Website or LinkedIn URL/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText(/Full name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ana Silva');
    expect(screen.getByLabelText(/occasional research insight/)).toBeChecked();
  });
});
