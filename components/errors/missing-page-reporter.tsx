'use client';

import { useEffect } from 'react';
import { sendReport } from '@/lib/hooks/report';

/** The address last reported by this page load (a view may mount twice as it hydrates). */
let reported: string | null = null;

/**
 * Tells the site's own endpoint that the not-found page was shown, once per address and page
 * load, with the page the visitor came from: the owner's weekly report counts the most
 * requested missing addresses by where visitors came from (lib/analytics/missing.ts keeps the
 * referrer's class only). Counted in the browser because nginx and Next serve a missing
 * article's 404 from their caches, where no server code runs; sent whether or not another
 * analytics service counts page views. No cookie, no identifier.
 */
export function MissingPageReporter() {
  useEffect(() => {
    const path = window.location.pathname;
    if (reported === path) return;
    reported = path;
    sendReport('/api/analytics/missing', {
      path,
      ...(document.referrer ? { referrer: document.referrer } : {}),
    });
  }, []);
  return null;
}
