'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Scrolls to the top whenever the path changes (not on query or hash changes). */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
