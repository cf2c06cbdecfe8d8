'use client';

import { lazy, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { signupMessages } from '@/content/newsletter-signup';
import { lazySchemaResolver, useCheckedForm } from '@/lib/hooks/use-checked-form';
import { useFormAction } from '@/lib/hooks/use-form-action';
import {
  COOLDOWN_SECONDS,
  loadOptInSchemas,
  signupFormAction,
  type FormMessage,
  type SignupFormState,
  type SubscribeInput,
} from '@/lib/newsletter/opt-in/client';
import { SignupFormView } from './signup-form-view';
import { SignupMessageRegion } from './signup-message';

/** The sign-up action's own schema, fetched with zod once the form is first used. */
const subscribeResolver = lazySchemaResolver<SubscribeInput>(() =>
  loadOptInSchemas().then(({ subscribeSchema }) => subscribeSchema),
);

/**
 * The code form is only ever the answer to a sign-up, so it is fetched with the sign-up's post,
 * not with every page's script; a page that shows it keeps the server's HTML until it arrives.
 */
const loadCodeForm = () => import('./code-form');
const CodeForm = lazy(() => loadCodeForm().then(({ CodeForm: form }) => ({ default: form })));

/** A post that got no answer: the view it was made on, and the words for why. */
function unanswered(state: SignupFormState, form: FormData, error: unknown): SignupFormState {
  const email = String(form.get('email') ?? '').trim();
  const offline = error instanceof TypeError;
  const said = (text: string): FormMessage => ({ kind: 'error', text });
  if (state?.view !== 'code') {
    const text = offline ? signupMessages.subscribeConnection : signupMessages.subscribeUnexpected;
    return { view: 'form', email, emailError: null, message: said(text) };
  }
  switch (form.get('intent')) {
    case 'change':
      return { view: 'form', email, emailError: null, message: null };
    case 'resend':
      return { ...state, message: said(signupMessages.resendUnexpected) };
    default:
      return {
        ...state,
        message: said(offline ? signupMessages.confirmNetwork : signupMessages.confirmUnexpected),
      };
  }
}

/**
 * The newsletter's sign-up section: the e-mail form, then the code form, each posted to its
 * Server Action with or without the page's script. The script adds: a filled decoy is dropped
 * without a word, the address is checked before it is posted (one that fails starts no
 * cooldown), and a second sign-up within 30 seconds is refused here.
 */
export function NewsletterSignup({ ids }: { ids: string }) {
  const [state, action] = useFormAction(signupFormAction, null, '#newsletter', unanswered);
  const serverErrors = useMemo(
    () => ({ email: state?.view === 'form' ? state.emailError : null }),
    [state],
  );
  const { register, messages, passesCheck } = useCheckedForm(subscribeResolver, serverErrors);
  const lastSignUp = useRef<number | null>(null);
  // What the browser says itself, for as long as the state it was said on is shown.
  const [said, setSaid] = useState<{ on: SignupFormState; message: FormMessage | null } | null>(
    null,
  );

  // An address the server refused as such was no sign-up: it starts no cooldown.
  useEffect(() => {
    if (state?.view === 'form' && state.emailError) lastSignUp.current = null;
  }, [state]);

  const onSignUp = (event: FormEvent<HTMLFormElement>) => {
    const website = event.currentTarget.elements.namedItem('website');
    if (website instanceof HTMLInputElement && website.value) {
      event.preventDefault();
      return;
    }
    if (!passesCheck(event)) return;
    const seconds = cooldownLeft(lastSignUp);
    if (seconds > 0) {
      event.preventDefault();
      const text = signupMessages.cooldown.replace('{seconds}', String(seconds));
      setSaid({ on: state, message: { kind: 'error', text } });
      return;
    }
    setSaid({ on: state, message: null });
    void loadCodeForm().catch(() => {
      // Fetched again when the answer needs it.
    });
  };

  const message = said?.on === state ? said.message : (state?.message ?? null);
  return (
    <div>
      {state?.view === 'code' ? (
        <CodeForm ids={ids} email={state.email} message={state.message} action={action} />
      ) : (
        <SignupFormView
          ids={ids}
          action={action}
          onSubmit={onSignUp}
          email={state?.email ?? ''}
          emailError={messages.email ?? null}
          emailField={register('email')}
          onFocus={subscribeResolver.preload}
        />
      )}
      <SignupMessageRegion message={message} />
    </div>
  );
}

/** Seconds left of the cooldown between sign-ups; at none, this sign-up starts a new one. */
function cooldownLeft(lastSignUp: { current: number | null }): number {
  const now = Date.now();
  const last = lastSignUp.current;
  if (last !== null && now - last < COOLDOWN_SECONDS * 1000) {
    return Math.ceil((last + COOLDOWN_SECONDS * 1000 - now) / 1000);
  }
  lastSignUp.current = now;
  return 0;
}
