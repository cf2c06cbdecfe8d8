'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { calendarFailedSubmitted } from '@/content/booking';
import { founder } from '@/content/people';
import { nextStepAfter } from '@/lib/booking';
import { fill } from '@/lib/text';
import { screenerMessages } from '@/content/screener-messages';
import { campaignFromQuery, leadCampaign } from '@/lib/analytics/campaign';
import { recordFunnelEvent } from '@/lib/analytics/store';
import { throughGate } from '@/lib/http/action-gate';
import { LEAD_GATE, prepareLeadInput, submitLead, type ScreenerValues } from '@/lib/leads';
import { errorFields, log } from '@/lib/log';
import { readAnswers } from './posted-answers';
import { contactErrors, screenerAfterPost, type ScreenerFormState } from './post';
import { emptyValues } from './steps';

/**
 * The screener's one form: every step, with or without the script, posts here and gets the
 * next state from the step machine (./post.ts). The last stores the application through
 * submitLead, after POST /api/leads's schema and per-client limit. The campaign travels in the
 * form when the script knows it, else it is the page's own (from the referrer); the first
 * answer counts as the screener's start for it.
 */
export async function screenerFormAction(
  _state: ScreenerFormState | null,
  form: FormData,
): Promise<ScreenerFormState> {
  const { state, complete } = screenerAfterPost(form);
  const page = await pageQuery();
  state.values.cta_source = campaignFromQuery(page).cta ?? state.values.cta_source;
  Object.assign(state.values, campaignOf(state.values, page));
  if (readAnswers(form).business_type === null && state.values.business_type !== null) {
    await countStart(state.values);
  }
  if (!complete) return state;

  const outcome = await throughGate(LEAD_GATE, prepareLeadInput(state.values), async (lead) => ({
    lead,
    stored: await submitLead(lead),
  }));
  // Stored (now or before): the page says so and keeps no answers. Only the post that stored
  // the lead goes on to the slots: the id is no secret, so a post of an id stored before must
  // not mint a link to book for that lead (a real retry has the receipt's link).
  if (outcome.ok) {
    const next = outcome.value.stored.created
      ? await nextStepAfter(outcome.value.lead)
      : ({ kind: 'home' } as const);
    if (next.kind === 'slots') redirect(next.path);
    const note =
      next.kind === 'calendar-failed'
        ? fill(calendarFailedSubmitted, { owner: founder.name })
        : undefined;
    return { ...state, values: emptyValues(), done: true, ...(note ? { note } : {}) };
  }
  const { failure } = screenerMessages.toasts;
  return {
    ...state,
    problem: { title: failure.title, description: outcome.message },
    errors: contactErrors(outcome.fields),
  };
}

/** The query of the screener's own address, which the browser names as the referrer. */
async function pageQuery(): Promise<URLSearchParams> {
  try {
    return new URL((await headers()).get('referer') ?? '').searchParams;
  } catch {
    return new URLSearchParams();
  }
}

/** The campaign the answers carry, or else the one of the page's address. */
function campaignOf(values: ScreenerValues, page: URLSearchParams) {
  const carried = leadCampaign(values);
  if (Object.keys(carried).length > 0) return carried;
  const { cta, ...tags } = campaignFromQuery(page);
  return leadCampaign({ ...tags, landing_cta: cta });
}

/** The screener's start, counted for the visit's campaign; a failure never stops the form. */
async function countStart(values: ScreenerValues): Promise<void> {
  const { utm_source, utm_medium, utm_campaign, landing_cta } = values;
  try {
    await recordFunnelEvent('screener_start', {
      utm_source,
      utm_medium,
      utm_campaign,
      cta: landing_cta,
    });
  } catch (error) {
    log.error('analytics.start_failed', errorFields(error));
  }
}
