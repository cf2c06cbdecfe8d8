'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { CAMPAIGN_FIELDS, campaignBody, enterPage, tabStorage } from '@/lib/analytics/campaign';
import { sendReport } from '@/lib/hooks/report';

/**
 * Reports each page view to the site's own endpoint with the visit's campaign; no cookie and
 * no identifier are sent. With `landingsOnly` (another service counts page views) only the
 * landing is sent, so campaigns can still be measured.
 */
export function PageViewReporter({ landingsOnly = false }: { landingsOnly?: boolean }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const first = useRef(true);
  // Only the campaign's parameters count: a page's own (a list's page number) is no new view.
  const query = new URLSearchParams(
    CAMPAIGN_FIELDS.flatMap((field) => {
      const value = searchParams.get(field);
      return value === null ? [] : [[field, value]];
    }),
  ).toString();

  useEffect(() => {
    if (!pathname) return;
    const params = new URLSearchParams(query);
    const { campaign, landing } = enterPage(tabStorage(), params);
    const wasFirst = first.current;
    first.current = false;
    if (landingsOnly && !landing) return;
    const { cta: _campaignCta, ...tags } = campaignBody(campaign);
    const body: Record<string, string | boolean> = { path: pathname, ...tags };
    if (wasFirst && document.referrer) body.referrer = document.referrer;
    const cta = params.get('cta');
    if (cta && /^[A-Za-z0-9_-]{1,64}$/.test(cta)) body.cta = cta;
    if (landing) body.landing = true;
    sendReport('/api/analytics/pageview', body);
  }, [pathname, query, landingsOnly]);

  return null;
}
