'use client';

import { buttonVariants } from '@/components/ui/button';
import { codeView } from '@/content/newsletter-code';
import { CodeSentNotice, TextButton } from './code-view-parts';

interface PostedCodeFormProps {
  /** Prefix of the element ids. */
  ids: string;
  /** The address the code was sent to (it travels in the form, never in a URL). */
  email: string;
  action: (form: FormData) => void;
  busy: boolean;
}

/**
 * The code view as a form that posts (./form-signup.tsx): one field for the six digits, then
 * Confirm; resending the code and starting over with another address post the same form.
 */
export function PostedCodeForm({ ids, email, action, busy }: PostedCodeFormProps) {
  return (
    <form action={action} noValidate aria-label={codeView.heading}>
      <CodeSentNotice ids={ids} email={email} />
      <input type="hidden" name="email" value={email} />
      <label htmlFor={`${ids}-code`} className="mt-5 block text-sm font-semibold">
        {codeView.codeLabel}
      </label>
      <div className="mt-2 flex flex-col items-start gap-3">
        <input
          id={`${ids}-code`}
          name="otpCode"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-describedby={`${ids}-sent`}
          className="border-field focus:border-ink min-h-12 w-full max-w-56 rounded-md border-2 bg-white px-4 text-2xl font-semibold tracking-[0.3em] tabular-nums"
        />
        {/* First of the form's buttons, so that Enter in the field confirms. */}
        <button
          type="submit"
          name="intent"
          value="confirm"
          disabled={busy}
          className={buttonVariants()}
        >
          {codeView.submit}
        </button>
      </div>
      <div className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <TextButton type="submit" name="intent" value="resend" disabled={busy}>
          {codeView.resend}
        </TextButton>
        <TextButton type="submit" name="intent" value="change" disabled={busy}>
          {codeView.changeEmail}
        </TextButton>
      </div>
    </form>
  );
}
