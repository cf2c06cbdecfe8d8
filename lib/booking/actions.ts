'use server';

import { redirect } from 'next/navigation';
import { throughGate } from '@/lib/http/action-gate';
import { BOOKING_GATE, bookFromPost, cancelFromLink, changeFromLink, LINK_GATE } from './flow';
import { pagePath } from './links';

/**
 * The applicant's buttons on the booking pages, posted with or without the page's script:
 * the forms' one gate (the per-client limit, the schema), the work, then a redirect to the
 * page that says how it went (a GET, which changes nothing).
 */
const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A slot's button: books it, or shows the fresh slots with why not. */
export async function bookSlotAction(form: FormData): Promise<void> {
  const t = field(form, 't');
  const outcome = await throughGate(BOOKING_GATE, { t, slot: field(form, 'slot') }, (input) =>
    bookFromPost(input),
  );
  redirect(outcome.ok ? outcome.value.path : pagePath('slots', t, { note: 'invalid' }));
}

/** The cancel page's button. */
export async function cancelAction(form: FormData): Promise<void> {
  const t = field(form, 't');
  const outcome = await throughGate(LINK_GATE, { t }, (input) => cancelFromLink(input.t));
  redirect(pagePath('cancel', t, { result: outcome.ok ? outcome.value : 'invalid' }));
}

/** The change page's button: on to the free slots for moving the call. */
export async function changeAction(form: FormData): Promise<void> {
  const t = field(form, 't');
  const outcome = await throughGate(LINK_GATE, { t }, (input) => changeFromLink(input.t));
  if (outcome.ok && outcome.value.kind === 'slots') redirect(outcome.value.path);
  redirect(pagePath('change', t, { result: outcome.ok ? outcome.value.kind : 'invalid' }));
}
