'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { sendReport } from '@/lib/hooks/report';

/**
 * Reports a page view on first load and on every client-side navigation to the site's own
 * endpoint. No cookie and no identifier are sent; the server keeps path, referring host, cta
 * and day.
 */
export function PageViewReporter() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const first = useRef(true);
  const cta = searchParams.get('cta');

  useEffect(() => {
    if (!pathname) return;
    const body: Record<string, string> = { path: pathname };
    if (first.current && document.referrer) body.referrer = document.referrer;
    if (cta && /^[A-Za-z0-9_-]{1,64}$/.test(cta)) body.cta = cta;
    first.current = false;
    sendReport('/api/analytics/pageview', body);
  }, [pathname, cta]);

  return null;
}
