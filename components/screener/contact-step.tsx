import { useEffect } from 'react';
import { screenerFields } from '@/content/screener-fields';
import { LIMITS } from '@/lib/leads/fields';
import type { ScreenerValues } from '@/lib/leads/schema';
import { loadCheck } from './check-answers';
import { FieldLabel } from './fields';
import type { AnswerErrors, Answers } from './use-answers';

const copy = screenerFields.contact;

interface ContactStepProps {
  register: Answers['register'];
  errors: AnswerErrors;
  /** The server's word on a field, shown where the screener's own check has none. */
  postedErrors: Partial<Record<string, string>> | null;
  disabled: boolean;
  /** The answers the page starts with (the server writes them into the fields). */
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
 * Name, work e-mail and website (all required) and the optional newsletter opt-in. The lead
 * schema's check (with zod) is fetched as the step appears, ahead of the first submit.
 */
export function ContactStep({
  register,
  errors,
  postedErrors,
  disabled,
  values,
}: ContactStepProps) {
  useEffect(() => {
    loadCheck().catch(() => {});
  }, []);
  return (
    <div className="grid gap-5">
      {FIELDS.map((field) => {
        const error = Object.hasOwn(errors, field.name)
          ? errors[field.name]
          : postedErrors?.[field.name];
        const errorId = `${field.name}-error`;
        return (
          <div key={field.name} className="grid gap-1">
            <FieldLabel htmlFor={field.name}>
              {field.label}{' '}
              <span className="text-ink-soft text-sm font-normal">{copy.requiredMark}</span>
            </FieldLabel>
            <input
              id={field.name}
              {...field.input}
              placeholder={field.placeholder}
              defaultValue={values[field.name]}
              required
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="border-field focus:border-ink rounded-lg border-2 px-3 py-2 disabled:opacity-60 aria-invalid:border-red-700"
              {...register(field.name)}
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
          type="checkbox"
          defaultChecked={values.newsletter_opt_in}
          disabled={disabled}
          className="accent-ink mt-1 size-4 shrink-0"
          {...register('newsletter_opt_in')}
        />
        <span className="text-ink-soft text-sm">{copy.newsletter}</span>
      </label>
    </div>
  );
}
