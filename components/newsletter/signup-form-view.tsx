import type { FocusEventHandler, FormEventHandler } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { PendingButton } from '@/components/ui/pending-button';
import { signupForm } from '@/content/newsletter-signup';

interface SignupFormViewProps {
  /** Prefix of the form's element ids (one sign-up form per page). */
  ids: string;
  action: (form: FormData) => void;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The address the field starts with: the one the server's answer names. */
  email: string;
  emailError: string | null;
  emailField: UseFormRegisterReturn<'email'>;
  onFocus?: FocusEventHandler<HTMLFormElement>;
}

/** The sign-up form: the address, the Sign Up button and the decoy field. */
export function SignupFormView({
  ids,
  action,
  onSubmit,
  email,
  emailError,
  emailField,
  onFocus,
}: SignupFormViewProps) {
  return (
    <form
      action={action}
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      aria-label={signupForm.formLabel}
    >
      <label htmlFor={`${ids}-email`} className="block text-sm font-semibold">
        {signupForm.emailLabel}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={`${ids}-email`}
          {...emailField}
          type="email"
          required
          autoComplete="email"
          placeholder={signupForm.emailPlaceholder}
          defaultValue={email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${ids}-email-error` : `${ids}-consent`}
          className="border-field focus:border-ink min-h-12 w-full rounded-md border-2 bg-white px-4 text-base"
        />
        <PendingButton
          label={signupForm.submit}
          busy={signupForm.submitBusy}
          className={buttonVariants({ className: 'shrink-0' })}
        />
      </div>
      {/* Always in the page, so that an error put into it is announced. */}
      <div aria-live="assertive">
        {emailError ? (
          <p id={`${ids}-email-error`} className="mt-2 text-sm font-medium text-red-700">
            {emailError}
          </p>
        ) : null}
      </div>
      {/* The decoy: off-screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${ids}-website`}>Website</label>
        <input
          id={`${ids}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <p id={`${ids}-consent`} className="text-ink-soft mt-3 text-sm">
        {signupForm.consent}{' '}
        <IntentLink href="/privacy" className="underline underline-offset-2">
          {signupForm.privacyLink}
        </IntentLink>
        .
      </p>
    </form>
  );
}
