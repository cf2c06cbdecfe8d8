import { headers } from 'next/headers';
import { Suspense, type ReactNode } from 'react';
import { CardSkeletons } from './card-skeletons';
import { ScrollOnChange } from './scroll-on-change';

/**
 * Skeletons while a list loads, without hiding it from crawlers and visitors without
 * JavaScript. The client router's fetch (Sec-Fetch-Dest: empty) streams the list behind a
 * Suspense boundary with the skeleton fallback; a document request (a browser's navigation,
 * or a crawler that sends no Fetch Metadata) waits for the list, so that its HTML holds every
 * card and link in place: streamed content needs JavaScript to be moved into view. Next.js
 * hides its own RSC headers from headers(), hence Fetch Metadata. A list served from the cache
 * (`cached`) is rendered once for every visitor, whole: it reads no request header.
 */
export async function ListSuspense({
  fallback,
  children,
  boundaryKey,
  cached = false,
}: {
  fallback: ReactNode;
  children: ReactNode;
  boundaryKey?: string;
  cached?: boolean;
}) {
  if (cached) return <>{children}</>;
  const isClientNavigation = (await headers()).get('sec-fetch-dest') === 'empty';
  if (!isClientNavigation) return <>{children}</>;
  return (
    <Suspense key={boundaryKey} fallback={fallback}>
      {children}
    </Suspense>
  );
}

/**
 * The filter area's boundary: after the first load, a change of the list's URL scrolls it
 * into view; its fallback stands in while the filters load.
 */
export function FiltersBoundary({
  targetId,
  fallback,
  children,
  cached,
}: {
  targetId: string;
  fallback: ReactNode;
  children: ReactNode;
  cached: boolean;
}) {
  return (
    <>
      {/* It reads the URL's search params: a list rendered once for every visitor has none,
          so it is left to the browser (it draws nothing). */}
      <Suspense fallback={null}>
        <ScrollOnChange targetId={targetId} />
      </Suspense>
      <ListSuspense fallback={fallback} cached={cached}>
        {children}
      </ListSuspense>
    </>
  );
}

/** The results' boundary: six skeleton cards while another page, search or filter loads. */
export function ResultsBoundary({
  listHref,
  loadingLabel,
  children,
  cached,
}: {
  /** The list's URL: a new one shows the skeletons again. */
  listHref: string;
  loadingLabel: string;
  children: ReactNode;
  cached: boolean;
}) {
  return (
    <ListSuspense
      cached={cached}
      boundaryKey={listHref}
      fallback={<CardSkeletons count={6} label={loadingLabel} />}
    >
      {children}
    </ListSuspense>
  );
}
