import { Suspense, type ReactNode } from 'react';
import { notFound } from 'next/navigation';

function NotFoundStatus(): ReactNode {
  notFound();
}

/**
 * A not-found view that the server renders in full and answers with status 404, for a page
 * that is prerendered (static or revalidated), such as an article whose slug WordPress does not
 * know. Calling notFound() from the page itself would leave the server's HTML empty: React's
 * server renderer runs no error boundaries, so Next sends an empty document and the browser's
 * script draws the view. Here notFound() is thrown inside a Suspense boundary whose fallback is
 * the view: the prerender keeps the view, Next answers 404, and in the browser the segment's
 * not-found boundary takes over with the same view. (A page rendered per request would answer
 * 200 this way.)
 */
export function NotFoundAnswer({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <NotFoundStatus />
    </Suspense>
  );
}
