import { headers } from 'next/headers';
import { Suspense, type ReactNode } from 'react';
import { CardSkeletons } from './card-skeletons';
import { ScrollOnChange } from './scroll-on-change';

/**
 * Skeletons while a list loads, only for the client router's fetch (Sec-Fetch-Dest: empty): a
 * document request waits for the list, since streamed content needs JavaScript to be moved
 * into view. Fetch Metadata because Next hides its own RSC headers from headers(). A cached
 * list is rendered once for everyone and reads no request header.
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

/** The filter area's boundary, which a change of the list's URL scrolls into view. */
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
      {/* Reads the search params, which a cached list has none of: left to the browser. */}
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
