'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** After the first load, a change of the list's search params scrolls the target into view. */
export function ScrollOnChange({ targetId }: { targetId: string }) {
  const params = new URLSearchParams(useSearchParams().toString());
  // A missing page and page=1 are the same list (case studies write page=1 into the URL).
  if (params.get('page') === '1') params.delete('page');
  const key = params.toString();
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    const target = document.getElementById(targetId);
    if (!target) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [key, targetId]);
  return null;
}
