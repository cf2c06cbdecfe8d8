'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { throughGate, type ActionGate } from '@/lib/http/action-gate';
import { absoluteUrl } from '@/lib/seo/metadata';
import { correct, eraseAddress, withdraw } from './desk';
import { PRIVACY_GATES } from './gates';
import {
  confirmAddressChange,
  notifyOwner,
  PRIVACY_PAGES,
  requestAddressChange,
  requestLink,
  sessionAddress,
  spendRequestLink,
} from './requests';

/**
 * The desk's forms, posted with or without the page's script: each through the gate every
 * form has (per-client limit, schema), then back to a page (a GET, which changes nothing)
 * saying how it went. The report's session is an HTTP-only cookie, never in an address.
 */
const SESSION = 'privacy-session';

/** A refusal as a code the page words (content/privacy.ts): no text travels in the address. */
const refused = ({ status, fields }: { status: number; fields: Record<string, string> }) => ({
  error: status === 429 ? 'limit' : (status === 400 && Object.keys(fields)[0]) || 'failed',
});

const fields = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
const to = (path: string, query: Record<string, string>) =>
  redirect(`${path}?${new URLSearchParams(query).toString()}`);

/** /privacy/requests: the same answer, known address or not (the lookup is the mail job's). */
export async function requestAction(form: FormData): Promise<void> {
  const outcome = await throughGate(PRIVACY_GATES.request, fields(form), ({ email }) =>
    requestLink(email),
  );
  to(PRIVACY_PAGES.request, outcome.ok ? { sent: '1' } : refused(outcome));
}

/** The mailed link's one button: the link spent, the session set, on to the report. */
export async function openAction(form: FormData): Promise<void> {
  const outcome = await throughGate(PRIVACY_GATES.open, fields(form), ({ t }) =>
    spendRequestLink(t),
  );
  if (!outcome.ok || !outcome.value) to(PRIVACY_PAGES.open, { expired: '1' });
  (await cookies()).set(SESSION, outcome.ok ? outcome.value! : '', {
    httpOnly: true,
    sameSite: 'strict',
    secure: absoluteUrl('/').startsWith('https:'),
    path: '/',
    maxAge: 3600,
  });
  redirect(PRIVACY_PAGES.report);
}

/** The address the report's session is for (pages and the JSON export). */
export async function currentAddress(): Promise<string | null> {
  return sessionAddress((await cookies()).get(SESSION)?.value);
}

async function inSession<S extends z.ZodType>(
  gate: ActionGate<S>,
  form: FormData,
  work: (email: string, input: z.infer<S>) => Promise<string>,
): Promise<void> {
  const email = await currentAddress();
  if (!email) redirect(PRIVACY_PAGES.report);
  const outcome = await throughGate(gate, fields(form), (input) => work(email!, input));
  to(PRIVACY_PAGES.report, outcome.ok ? { done: outcome.value } : refused(outcome));
}

export async function correctAction(form: FormData): Promise<void> {
  await inSession(PRIVACY_GATES.correct, form, async (email, input) => {
    const { manual, id } = await correct(email, { name: input.name, website: input.website });
    await notifyOwner(id);
    if (input.email && input.email !== email) {
      await requestAddressChange(id, input.email);
      return 'verify';
    }
    return manual.length ? 'manual' : 'correct';
  });
}

export async function withdrawAction(form: FormData): Promise<void> {
  await inSession(PRIVACY_GATES.withdraw, form, async (email, input) => {
    const { id } = await withdraw(email, input.purpose);
    await notifyOwner(id);
    return `withdraw:${input.purpose}`;
  });
}

export async function eraseAction(form: FormData): Promise<void> {
  const email = await currentAddress();
  if (!email) redirect(PRIVACY_PAGES.report);
  const outcome = await throughGate(PRIVACY_GATES.erase, fields(form), async () => {
    const { id } = await eraseAddress(email!);
    await notifyOwner(id);
  });
  if (!outcome.ok) to(PRIVACY_PAGES.report, refused(outcome));
  (await cookies()).delete(SESSION);
  to(PRIVACY_PAGES.report, { done: 'erase' });
}

/** The new address's one button: the data moves to it. */
export async function addressAction(form: FormData): Promise<void> {
  const outcome = await throughGate(PRIVACY_GATES.open, fields(form), async ({ t }) => {
    const id = await confirmAddressChange(t);
    if (id !== null) await notifyOwner(id);
    return id !== null;
  });
  to(PRIVACY_PAGES.address, outcome.ok && outcome.value ? { done: '1' } : { expired: '1' });
}
