import { headers } from 'next/headers';
import { Suspense, type ReactNode } from 'react';

/**
 * Skeletons while a list loads, without hiding it from crawlers and visitors without
 * JavaScript. The client router's fetch (Sec-Fetch-Dest: empty) streams the list behind a
 * Suspense boundary with the skeleton fallback; a document request (a browser's navigation,
 * or a crawler that sends no Fetch Metadata) waits for the list, so that its HTML holds every
 * card and link in place: streamed content needs JavaScript to be moved into view. Next.js
 * hides its own RSC headers from headers(), hence Fetch Metadata.
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
  const isClientNavigation = (await headers()).get('sec-fetch-dest') === 'empty';
  if (!isClientNavigation) return <>{children}</>;
  return (
    <Suspense key={boundaryKey} fallback={fallback}>
      {children}
    </Suspense>
  );
}
