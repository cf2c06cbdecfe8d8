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
 * The booking screener's one form: every step, with the page's script or without it, is a
 * post of it, answered with the next state by the step machine (./post.ts). The last one
 * stores the application through submitLead, the function POST /api/leads calls, after the
 * same schema and the same per-client limit as that route. The campaign source is read from
 * the page's address, which the browser names as the referrer; the visit's campaign (its UTM
 * tags and landing cta) and the page the visitor came from travel in the form when the script
 * knows them, otherwise the campaign is the page's own. The first answer counts as the
 * screener's start for that campaign.
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
  // Stored (or stored before, for a retried id): the page says so, and keeps none of the answers.
  // A fit applicant, when a calendar is configured, goes on to the owner's free slots; when the
  // calendar does not answer, the thank-you says the owner will mail two times instead. Only the
  // post that stored the lead goes on: the id is no secret (the owner's mail names it, the tab
  // keeps it), so a post of an id stored before must not mint a link to book for that lead.
  // A real retry has the receipt's link.
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
