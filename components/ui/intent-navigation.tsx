'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ArticleSkeleton } from '@/components/article/article-skeleton';
import {
  INTENT_KEEP_SCROLL_ATTRIBUTE,
  INTENT_LINK_ATTRIBUTE,
  INTENT_REPLACE_ATTRIBUTE,
} from './intent-link';

/** How long a navigation may take before its destination's skeleton shows: none for a quick one. */
export const SKELETON_DELAY_MS = 150;

/** An article's path, /insights/{slug} (not the feed, /insights/feed.xml). */
const ARTICLE_PATH = /^\/insights\/[^/.]+\/?$/;

/**
 * The behaviour of every {@link IntentLink} on the page, from listeners on the document:
 * pointer over, focus or touch fetches the link's route; a plain click (no modifier key, no
 * other target, not cancelled by the link's own handler) navigates in place, as next/link
 * does, replacing the history entry or keeping the scroll position when the link asks. Links
 * to another origin, downloads and jumps within the current page are left to the browser.
 *
 * A navigation to an article that takes longer than {@link SKELETON_DELAY_MS} shows the
 * article's skeleton in place of the page it leaves until the article arrives. (A route-level
 * loading.tsx would do that too, but it made every prerendered article hide its post behind the
 * skeleton until a script swapped it in: without JavaScript the post never showed.)
 */
export function IntentNavigation() {
  const router = useRouter();
  const pathname = usePathname();
  // Where the link just followed leads, while the page it was followed from is still in place.
  const [destination, setDestination] = useState<Destination | null>(null);
  // The destination whose navigation outlasted the delay (a later click starts a new wait).
  const [slowDestination, setSlowDestination] = useState<Destination | null>(null);
  // A new page in place (this navigation's, or any other) ends the wait.
  const [shownPathname, setShownPathname] = useState(pathname);
  if (pathname !== shownPathname) {
    setShownPathname(pathname);
    setDestination(null);
  }

  useEffect(() => {
    const warmed = new Set<string>();

    const linkOf = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Element)) return null;
      const link = target.closest(`a[${INTENT_LINK_ATTRIBUTE}]`);
      if (!(link instanceof HTMLAnchorElement)) return null;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return null;
      const here = window.location;
      if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
      return {
        link,
        route: url.pathname + url.search + url.hash,
        page: url.pathname + url.search,
        path: url.pathname,
      };
    };

    const warm = (event: Event) => {
      const found = linkOf(event);
      if (!found || warmed.has(found.page)) return;
      warmed.add(found.page);
      router.prefetch(found.page);
    };

    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const found = linkOf(event);
      if (!found) return;
      event.preventDefault();
      const options = { scroll: !found.link.hasAttribute(INTENT_KEEP_SCROLL_ATTRIBUTE) };
      setDestination(
        found.path === window.location.pathname ? null : { path: found.path, ...options },
      );
      if (found.link.hasAttribute(INTENT_REPLACE_ATTRIBUTE)) router.replace(found.route, options);
      else router.push(found.route, options);
    };

    document.addEventListener('mouseover', warm, { passive: true });
    document.addEventListener('focusin', warm);
    document.addEventListener('touchstart', warm, { passive: true });
    document.addEventListener('click', follow);
    return () => {
      document.removeEventListener('mouseover', warm);
      document.removeEventListener('focusin', warm);
      document.removeEventListener('touchstart', warm);
      document.removeEventListener('click', follow);
    };
  }, [router]);

  useEffect(() => {
    if (!destination || !ARTICLE_PATH.test(destination.path)) return;
    const timer = window.setTimeout(() => setSlowDestination(destination), SKELETON_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [destination]);

  if (!destination || destination !== slowDestination) return null;
  return <NavigationSkeleton scrollToTop={destination.scroll} />;
}

interface Destination {
  path: string;
  scroll: boolean;
}

/**
 * The destination's skeleton inside the page's <main>, where a CSS rule (globals.css) hides
 * the page being left while it is there.
 */
function NavigationSkeleton({ scrollToTop }: { scrollToTop: boolean }) {
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
