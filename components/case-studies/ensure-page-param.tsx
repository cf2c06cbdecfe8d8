'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** The spec forces page=1 into the URL when it is absent; the history entry is replaced. */
export function EnsurePageParam({ href }: { href: string }) {
  const router = useRouter();
  useEffect(() => {
    router.replace(href, { scroll: false });
  }, [href, router]);
  return null;
}
