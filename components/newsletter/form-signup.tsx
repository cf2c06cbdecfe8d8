'use client';

import { lazy, useActionState } from 'react';
import { signupFormAction } from '@/lib/newsletter/form-action';
import { SignupFormView } from './signup-form-view';
import { SignupMessageRegion } from './signup-message';

/**
 * The code form is only ever the server's answer to a post of the e-mail form, so its code is
 * fetched then, not with every page's script. The server's render waits for it, and so does
 * the hydration of a page that shows it (keeping the server's HTML meanwhile); with no
 * Suspense boundary, the server's HTML always holds the form in place.
 */
const PostedCodeForm = lazy(() =>
  import('./posted-code-form').then(({ PostedCodeForm: form }) => ({ default: form })),
);

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
