import type { ComponentProps } from 'react';
import { screenerFields } from '@/content/screener-fields';
import { LIMITS } from '@/lib/field-limits';
import type { ScreenerValues } from '@/lib/leads/client';
import type { ContactErrors } from '@/lib/screener/client';
import { FieldLabel } from './fields';

const copy = screenerFields.contact;

type ContactField = keyof ContactErrors;

interface ContactStepProps {
  errors: ContactErrors;
  register: (
    name: ContactField,
  ) => Pick<ComponentProps<'input'>, 'name' | 'onChange' | 'onBlur' | 'ref'>;
  disabled: boolean;
  values: Pick<ScreenerValues, 'full_name' | 'email' | 'website_url' | 'newsletter_opt_in'>;
}

const FIELDS = [
  ['full_name', copy.fullName, { type: 'text', autoComplete: 'name', maxLength: LIMITS.fullName }],
  ['email', copy.email, { type: 'email', autoComplete: 'email', maxLength: LIMITS.email }],
  ['website_url', copy.websiteUrl, { type: 'url', autoComplete: 'url', maxLength: LIMITS.url }],
] as const;

/**
 * Name, work e-mail and website (all required) and the optional newsletter opt-in; the word on
 * a field (the browser's check as the visitor leaves it, or the server's) stands under it.
 */
export function ContactStep({ errors, register, disabled, values }: ContactStepProps) {
  return (
    <div className="grid gap-5">
      {FIELDS.map(([name, text, input]) => {
        const error = errors[name];
        const errorId = `${name}-error`;
        return (
          <div key={name} className="grid gap-1">
            <FieldLabel htmlFor={name}>
              {text.label}{' '}
              <span className="text-ink-soft text-sm font-normal">{copy.requiredMark}</span>
            </FieldLabel>
            <input
              id={name}
              {...register(name)}
              {...input}
              placeholder={text.placeholder}
              defaultValue={values[name]}
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
