'use server';

import { headers } from 'next/headers';
import { screenerCopy } from '@/content/screener';
import { throughRouteGate } from '@/lib/http/form-post';
import { LEAD_GATE, submitLead } from '@/lib/leads';
import { ctaFromQuery, prepareLeadInput } from '@/lib/leads/schema';
import { contactErrors, screenerAfterPost, type ScreenerFormState } from './post';
import { emptyValues } from './steps';

/**
 * The booking screener's form as posted without the page's script (or before it arrived): each
 * post comes back as the next step, by the step machine (./post.ts). The last one stores the
 * application through the gate of POST /api/leads, so the same checks and per-client limit
 * apply and the same lead is kept. The campaign source is read from the page's address, as
 * the script reads it; the page the visitor came from is not known here.
 */
export async function screenerFormAction(
  _state: ScreenerFormState | null,
  form: FormData,
): Promise<ScreenerFormState> {
  const { state, complete } = screenerAfterPost(form);
  state.values.cta_source ??= await campaignSource();
  if (!complete) return state;

  // Checked in full once more by the gate, as the script's application is.
  const outcome = await throughRouteGate(LEAD_GATE, prepareLeadInput(state.values), (lead) =>
    submitLead(lead),
  );
  // Stored: the page says so, and keeps none of the answers.
  if (outcome.ok) return { ...state, values: emptyValues(), done: true };
  const { failure } = screenerCopy.toasts;
  return {
    ...state,
    problem: { title: failure.title, description: outcome.message ?? failure.description },
    errors: contactErrors(outcome.fields),
  };
}

/** The `cta` of the screener's own address, which the browser names as the referrer. */
async function campaignSource(): Promise<string | null> {
  try {
    return ctaFromQuery(new URL((await headers()).get('referer') ?? '').searchParams.get('cta'));
  } catch {
    return null;
  }
}
