import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import type { ComponentPropsWithRef, FormEventHandler } from 'react';
import { signupForm } from '@/content/newsletter-signup';

type FieldProps = Partial<ComponentPropsWithRef<'input'>>;

interface SignupFormViewProps {
  /** Prefix of the form's element ids (one sign-up form per page). */
  ids: string;
  /** The form library's props for each field; none in the server's first HTML. */
  emailField?: FieldProps;
  websiteField?: FieldProps;
  emailError?: string;
  busy?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** Where the form posts without the page's script (a Server Action). */
  action?: (form: FormData) => void;
}

/**
 * The sign-up form's markup, shared by the HTML the server sends and the island that takes
 * over from it, so both look the same and the swap moves nothing. Field names and
 * `data-focus-key` let the island put typed values and focus back after the swap.
 */
export function SignupFormView({
  ids,
  emailField,
  websiteField,
  emailError,
  busy = false,
  onSubmit,
  action,
}: SignupFormViewProps) {
  return (
    <form action={action} onSubmit={onSubmit} noValidate aria-label="Newsletter sign-up">
      <label htmlFor={`${ids}-email`} className="block text-sm font-semibold">
        {signupForm.emailLabel}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={`${ids}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={signupForm.emailPlaceholder}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${ids}-email-error` : `${ids}-consent`}
          className="border-field focus:border-ink min-h-12 w-full rounded-md border-2 bg-white px-4 text-base"
          {...emailField}
        />
        <button
          type="submit"
          data-focus-key="submit"
          disabled={busy}
          className={buttonVariants({ className: 'shrink-0' })}
        >
          {busy ? signupForm.submitBusy : signupForm.submit}
        </button>
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
          {...websiteField}
        />
      </div>
      <p id={`${ids}-consent`} className="text-ink-soft mt-3 text-sm">
        {signupForm.consent}{' '}
        <IntentLink
          href="/privacy"
          data-focus-key="privacy"
          className="underline underline-offset-2"
        >
          {signupForm.privacyLink}
        </IntentLink>
        .
      </p>
    </form>
  );
}
