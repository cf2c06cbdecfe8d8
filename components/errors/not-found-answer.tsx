import { Suspense, type ReactNode } from 'react';
import { notFound } from 'next/navigation';

function NotFoundStatus(): ReactNode {
  notFound();
}

/**
 * A prerendered page's not-found view, rendered in full with status 404. notFound() from the
 * page itself would leave the HTML empty (React's server renderer runs no error boundaries);
 * thrown inside a Suspense boundary whose fallback is the view, the prerender keeps the view.
 * A page rendered per request would answer 200 this way.
 */
export function NotFoundAnswer({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <NotFoundStatus />
    </Suspense>
  );
}
