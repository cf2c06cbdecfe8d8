'use server';

import { headers } from 'next/headers';
import { throughGate, type GateOutcome } from '@/lib/http/action-gate';
import { pageFromReferer } from './consent';
import { NEWSLETTER_GATES } from './gates';
import { getConfig } from '@/lib/config';
import { confirm, confirmNamingSubscriber, resend, subscribe } from './index';
import { preferencesToken } from '@/lib/newsletter/subscribers';

/**
 * The newsletter's forms, posted with or without the page's script: each applies its route's
 * schema and per-client limit. An address travels in the form only, never in a URL.
 */

/** A message under the sign-up form, green or red. */
export interface FormMessage {
  kind: 'success' | 'error';
  text: string;
}

/** Where the sign-up stands after a post: the e-mail form or the code form; null before any. */
export type SignupFormState =
  | { view: 'form'; email: string; emailError: string | null; message: FormMessage | null }
  | { view: 'code'; email: string; message: FormMessage | null }
  | null;

/** What the sign-up section's forms ask: the code form's own button, or its other two. */
export type SignupIntent = 'subscribe' | 'confirm' | 'resend' | 'change';

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** What a post asks: its button's `intent`, else confirming when it carries a code, else sign-up. */
function intentOf(form: FormData): SignupIntent {
  const intent = field(form, 'intent');
  if (intent === 'confirm' || intent === 'resend' || intent === 'change') return intent;
  return form.has('otpCode') ? 'confirm' : 'subscribe';
}

/** Spaces or a dash typed between the digits are not part of the code. */
const codeOf = (form: FormData) => field(form, 'otpCode').replace(/[\s-]/g, '');

const said = (outcome: GateOutcome<{ message: string }>): FormMessage =>
  outcome.ok
    ? { kind: 'success', text: outcome.value.message }
    : { kind: 'error', text: outcome.message };

/** The sign-up section's forms: sign up, confirm, resend, or start over with another address. */
export async function signupFormAction(
  _state: SignupFormState,
  form: FormData,
): Promise<SignupFormState> {
  const email = field(form, 'email').trim();
  switch (intentOf(form)) {
    case 'change':
      // Back to the form with the address to correct.
      return { view: 'form', email, emailError: null, message: null };
    case 'resend':
      return {
        view: 'code',
        email,
        message: said(await throughGate(NEWSLETTER_GATES.resend, { email }, resend)),
      };
    case 'confirm': {
      const outcome = await throughGate(
        NEWSLETTER_GATES.confirm,
        { email, otpCode: codeOf(form) },
        confirm,
      );
      return outcome.ok
        ? { view: 'form', email: '', emailError: null, message: said(outcome) }
        : { view: 'code', email, message: said(outcome) };
    }
    case 'subscribe': {
      const website = field(form, 'website');
      const page = pageFromReferer(await headers());
      const outcome = await throughGate(
        NEWSLETTER_GATES.subscribe,
        website ? { email, website } : { email },
        (input) => subscribe(input, { page }),
      );
      if (!outcome.ok) {
        const emailError = outcome.fields.email ?? null;
        return { view: 'form', email, emailError, message: emailError ? null : said(outcome) };
      }
      return outcome.value.alreadySubscribed
        ? { view: 'form', email: '', emailError: null, message: said(outcome) }
        : { view: 'code', email, message: said(outcome) };
    }
  }
}

/** The code form after a post: confirmed, refused, or a dead end (code spent); null before any. */
export type ConfirmCodeState =
  | { outcome: 'confirmed'; preferences?: string }
  | { outcome: 'refused'; email: string; otpCode: string; message: string; invalid: string[] }
  | { outcome: 'spent'; message: string }
  | null;

/** /confirm-subscription's form: the address and the 6-digit code from the mail. */
export async function confirmCodeAction(
  _state: ConfirmCodeState,
  form: FormData,
): Promise<ConfirmCodeState> {
  const email = field(form, 'email');
  const otpCode = codeOf(form);
  const outcome = await throughGate(
    NEWSLETTER_GATES.confirm,
    { email, otpCode },
    confirmNamingSubscriber,
  );
  if (outcome.ok) return { outcome: 'confirmed', preferences: topicChoice(outcome.value) };
  // The server says Gone when the code can no longer be used.
  if (outcome.status === 410) return { outcome: 'spent', message: outcome.message };
  const invalid = Object.keys(outcome.fields);
  return { outcome: 'refused', email, otpCode, message: outcome.message, invalid };
}

/**
 * A confirmation link's token, which the page's script posts once loaded (a mail scanner runs no
 * script, so it confirms nobody).
 */
export async function confirmLinkAction(
  token: string,
): Promise<{ confirmed: boolean; preferences?: string }> {
  const outcome = await throughGate(NEWSLETTER_GATES.confirm, { token }, confirmNamingSubscriber);
  return outcome.ok
    ? { confirmed: true, preferences: topicChoice(outcome.value) }
    : { confirmed: false };
}

/** The preferences token for the topic choice: only for this site's own list while it sends. */
function topicChoice({ subscriberId }: { subscriberId?: number }): string | undefined {
  if (subscriberId === undefined || !getConfig().newsletter.enabled) return undefined;
  return preferencesToken(subscriberId);
}
