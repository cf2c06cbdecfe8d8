'use server';

import { newsletterMessages } from '@/content/newsletter';
import { throughRouteGate, type GateOutcome } from '@/lib/http/form-post';
import { NEWSLETTER_GATES } from './gates';
import { confirm, resend, subscribe } from './index';

/** A message under the sign-up form, green or red. */
export interface FormMessage {
  kind: 'success' | 'error';
  text: string;
}

/**
 * Where the sign-up stands after a post from the page's own forms: the e-mail form (with what
 * to say), or the code form for the address a code was sent to. null before any post.
 */
export type SignupFormState =
  | { view: 'form'; email: string; emailError: string | null; message: FormMessage | null }
  | { view: 'code'; email: string; message: FormMessage | null }
  | null;

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const refused = (outcome: GateOutcome<unknown>, fallback: string): FormMessage => ({
  kind: 'error',
  text: (!outcome.ok && (Object.values(outcome.fields)[0] ?? outcome.message)) || fallback,
});

/**
 * The sign-up section's forms as posted without the page's script (or before it arrived):
 * sign up, confirm with the code, send the code again, or start over with another address.
 * Each passes the gate of the route the script would call, so the same checks, limits, decoy
 * and same-origin rule apply, and answers with the state the section shows next. The address
 * travels in the posted form only, never in a URL.
 */
export async function signupFormAction(
  _state: SignupFormState,
  form: FormData,
): Promise<SignupFormState> {
  const email = field(form, 'email').trim();
  switch (field(form, 'intent')) {
    case 'change':
      // Back to the form with the address to correct.
      return { view: 'form', email, emailError: null, message: null };
    case 'resend': {
      const outcome = await throughRouteGate(NEWSLETTER_GATES.resend, { email }, resend);
      return {
        view: 'code',
        email,
        message: outcome.ok
          ? { kind: 'success', text: outcome.value.message }
          : refused(outcome, newsletterMessages.resendFailure),
      };
    }
    case 'confirm': {
      // Spaces or a dash typed between the digits are not part of the code.
      const otpCode = field(form, 'otpCode').replace(/[\s-]/g, '');
      const outcome = await throughRouteGate(NEWSLETTER_GATES.confirm, { email, otpCode }, confirm);
      return outcome.ok
        ? {
            view: 'form',
            email: '',
            emailError: null,
            message: { kind: 'success', text: outcome.value.message },
          }
        : { view: 'code', email, message: refused(outcome, newsletterMessages.confirmFailure) };
    }
    default: {
      const website = field(form, 'website');
      const outcome = await throughRouteGate(
        NEWSLETTER_GATES.subscribe,
        website ? { email, website } : { email },
        (input, { request }) => subscribe(input, { request }),
      );
      if (!outcome.ok) {
        const emailError = outcome.fields.email ?? null;
        return {
          view: 'form',
          email,
          emailError,
          message: emailError ? null : refused(outcome, newsletterMessages.subscribeFailure),
        };
      }
      const message: FormMessage = { kind: 'success', text: outcome.value.message };
      return outcome.value.alreadySubscribed
        ? { view: 'form', email: '', emailError: null, message }
        : { view: 'code', email, message };
    }
  }
}
