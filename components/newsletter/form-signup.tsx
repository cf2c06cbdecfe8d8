'use client';

import { useActionState } from 'react';
import { signupFormAction } from '@/lib/newsletter/form-action';
import { PostedCodeForm } from './posted-code-form';
import { SignupFormView } from './signup-form-view';
import { SignupMessageRegion } from './signup-message';

/**
 * The sign-up as plain forms that post to the server (lib/newsletter/form-action.ts): what the page
 * shows until the island takes over (components/newsletter/deferred-signup.tsx), and all that
 * works without JavaScript. The server answers a post with this same page, scrolled back to the
 * section, showing the outcome: the e-mail form with its message, or the code form. Once it has
 * answered, the section carries `data-signup-posted` and stays with these forms.
 */
export function FormSignup({ ids }: { ids: string }) {
  const [state, action, pending] = useActionState(signupFormAction, null, '#newsletter');
  return (
    <div data-signup-posted={state ? '' : undefined}>
      {state?.view === 'code' ? (
        <PostedCodeForm ids={ids} email={state.email} action={action} busy={pending} />
      ) : (
        <SignupFormView
          ids={ids}
          action={action}
          busy={pending}
          // A new key for each answer: the box starts again from the address it names.
          key={JSON.stringify(state)}
          emailField={state ? { defaultValue: state.email } : undefined}
          emailError={state?.emailError ?? undefined}
        />
      )}
      <SignupMessageRegion message={state?.message ?? null} />
    </div>
  );
}
