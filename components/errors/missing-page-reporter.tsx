'use client';

import { useEffect } from 'react';
import { sendReport } from '@/lib/hooks/report';

/** The address last reported by this page load (a view may mount twice as it hydrates). */
let reported: string | null = null;

/**
 * Reports a not-found page once per address and page load, with its referrer, for the owner's
 * weekly report. Counted in the browser because a missing article's 404 is served from caches,
 * where no server code runs. No cookie, no identifier.
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
