'use server';

import { redirect } from 'next/navigation';
import { throughGate } from '@/lib/http/action-gate';
import { ownerPagePath } from './links';
import { OWNER_GATE, ownerActionFromLink } from './owner';

/**
 * The button of the owner's page for a lead, posted with or without the page's script: the
 * same gate as every form (the per-client limit, the schema), then the status recorded, and
 * back to the page (a GET, which changes nothing) saying how it went.
 */
export async function ownerFormAction(form: FormData): Promise<void> {
  const token = form.get('t');
  const outcome = await throughGate(OWNER_GATE, { t: token }, (input) =>
    ownerActionFromLink(input.t),
  );
  const t = typeof token === 'string' ? token : '';
  if (outcome.ok && outcome.value) redirect(ownerPagePath(t, { result: 'done' }));
  // A refused token (400) reads as an expired link; a refusal of any other kind as a failure.
  redirect(
    ownerPagePath(t, { result: outcome.ok || outcome.status === 400 ? 'expired' : 'failed' }),
  );
}
