'use client';

import { useEffect } from 'react';

/** Loads the web-vitals reporter once the page has loaded and the main thread is idle. */
export function WebVitalsReporter() {
  useEffect(() => {
    let cancelled = false;
    let cancelWait = () => {};
    const start = () => {
      if (cancelled) return;
      import('@/lib/analytics/vitals-client').then(
        ({ startVitalsReporting }) => startVitalsReporting(),
        () => {
          // Not fetched (offline, a new deployment): this page goes unmeasured.
        },
      );
    };
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(start, { timeout: 5000 });
        cancelWait = () => cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(start, 1000);
        cancelWait = () => clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      removeEventListener('load', whenIdle);
      cancelWait();
    };
  }, []);
  return null;
}
