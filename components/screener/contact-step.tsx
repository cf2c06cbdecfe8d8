import type { ComponentProps } from 'react';
import { screenerFields } from '@/content/screener-fields';
import { LIMITS } from '@/lib/field-limits';
import type { ScreenerValues } from '@/lib/leads/client';
import type { ContactErrors } from '@/lib/screener/client';
import { FieldLabel } from './fields';

const copy = screenerFields.contact;

type ContactField = keyof ContactErrors;

interface ContactStepProps {
  /** What stands against each field at fault: the page's own check, or the server's word. */
  errors: ContactErrors;
  /** A field's name, ref and handlers, from the form's react-hook-form. */
  register: (
    name: ContactField,
  ) => Pick<ComponentProps<'input'>, 'name' | 'onChange' | 'onBlur' | 'ref'>;
  disabled: boolean;
  /** What the fields hold when the step is shown (the server writes them into the fields). */
  values: Pick<ScreenerValues, 'full_name' | 'email' | 'website_url' | 'newsletter_opt_in'>;
}

const FIELDS = [
  {
    name: 'full_name',
    label: copy.fullName.label,
    input: { type: 'text', autoComplete: 'name', maxLength: LIMITS.fullName },
    placeholder: copy.fullName.placeholder,
  },
  {
    name: 'email',
    label: copy.email.label,
    input: { type: 'email', autoComplete: 'email', maxLength: LIMITS.email },
    placeholder: copy.email.placeholder,
  },
  {
    name: 'website_url',
    label: copy.websiteUrl.label,
    input: { type: 'url', autoComplete: 'url', maxLength: LIMITS.url },
    placeholder: copy.websiteUrl.placeholder,
  },
] as const;

/**
 * Name, work e-mail and website (all required) and the optional newsletter opt-in, as fields
 * the form posts. The server checks them as the lead schema does, and with the page's script
 * so does the browser, as the visitor leaves each field; the word on a field stands under it.
 */
export function ContactStep({ errors, register, disabled, values }: ContactStepProps) {
  return (
    <div className="grid gap-5">
      {FIELDS.map((field) => {
        const error = errors[field.name];
        const errorId = `${field.name}-error`;
        return (
          <div key={field.name} className="grid gap-1">
            <FieldLabel htmlFor={field.name}>
              {field.label}{' '}
              <span className="text-ink-soft text-sm font-normal">{copy.requiredMark}</span>
            </FieldLabel>
            <input
              id={field.name}
              {...register(field.name)}
              {...field.input}
              placeholder={field.placeholder}
              defaultValue={values[field.name]}
              required
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="border-field focus:border-ink rounded-lg border-2 px-3 py-2 disabled:opacity-60 aria-invalid:border-red-700"
            />
            {error ? (
              <p id={errorId} className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <label htmlFor="newsletter_opt_in" className="flex cursor-pointer items-start gap-3">
        <input
          id="newsletter_opt_in"
          name="newsletter_opt_in"
          type="checkbox"
          defaultChecked={values.newsletter_opt_in}
          disabled={disabled}
          className="accent-ink mt-1 size-4 shrink-0"
        />
        <span className="text-ink-soft text-sm">{copy.newsletter}</span>
      </label>
    </div>
  );
}
