import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { ArticleSkeleton } from '@/components/article/article-skeleton';

/** The destination's skeleton inside <main>, where globals.css hides the page being left. */
export function NavigationSkeleton({ scrollToTop }: { scrollToTop: boolean }) {
  useLayoutEffect(() => {
    // The article will open at its top; so does its skeleton.
    if (scrollToTop) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [scrollToTop]);
  const main = document.getElementById('main');
  if (!main) return null;
  return createPortal(
    <div data-navigation-skeleton="">
      <ArticleSkeleton />
    </div>,
    main,
  );
}
