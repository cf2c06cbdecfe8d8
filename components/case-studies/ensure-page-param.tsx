'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Writes page=1 into a case-study list URL that has no page; the history entry is replaced. */
export function EnsurePageParam({ href }: { href: string }) {
  const router = useRouter();
  useEffect(() => {
    router.replace(href, { scroll: false });
  }, [href, router]);
  return null;
}
