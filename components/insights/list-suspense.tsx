import { headers } from 'next/headers';
import { Suspense, type ReactNode } from 'react';

/**
 * Skeletons while a list loads, without hiding it from crawlers and visitors without
 * JavaScript. A client-side navigation (an RSC request) streams the list behind a Suspense
 * boundary with the skeleton fallback; a full document request waits for the list, so its
 * HTML holds every card and link in place (streamed content needs JavaScript to be moved
 * into view).
 */
export async function ListSuspense({
  fallback,
  children,
  boundaryKey,
}: {
  fallback: ReactNode;
  children: ReactNode;
  boundaryKey?: string;
}) {
  const isClientNavigation = (await headers()).get('rsc') === '1';
  if (!isClientNavigation) return <>{children}</>;
  return (
    <Suspense key={boundaryKey} fallback={fallback}>
      {children}
    </Suspense>
  );
}
