'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import {
  INTENT_KEEP_SCROLL_ATTRIBUTE,
  INTENT_LINK_ATTRIBUTE,
  INTENT_REPLACE_ATTRIBUTE,
} from './intent-link';
import type * as SkeletonModule from './navigation-skeleton';

type Skeleton = typeof SkeletonModule.NavigationSkeleton;

/** How long a navigation may take before its destination's skeleton shows: none for a quick one. */
export const SKELETON_DELAY_MS = 150;

/** An article's path, /insights/{slug} (not the feed, /insights/feed.xml). */
const ARTICLE_PATH = /^\/insights\/[^/.]+\/?$/;

let skeleton: Promise<Skeleton> | null = null;

/** The skeleton's code, fetched on the first intent towards an article (retried after a failure). */
function loadSkeleton(): Promise<Skeleton> {
  skeleton ??= import('./navigation-skeleton').then(
    (module) => module.NavigationSkeleton,
    (error: unknown) => {
      skeleton = null;
      throw error;
    },
  );
  return skeleton;
}

/**
 * Every {@link IntentLink}'s behaviour, from listeners on the document: intent fetches the
 * route, a plain click navigates in place; other origins, downloads and in-page jumps stay with
 * the browser. A slow article shows its skeleton meanwhile (not loading.tsx, which hid
 * prerendered posts from readers without JavaScript).
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
  const [Skeleton, setSkeleton] = useState<Skeleton | null>(null);
  if (pathname !== shownPathname) {
    setShownPathname(pathname);
    setDestination(null);
  }

  useEffect(() => {
    const warmed = new Set<string>();

    const prepare = (path: string) => {
      if (!ARTICLE_PATH.test(path)) return;
      loadSkeleton().then(
        (component) => setSkeleton(() => component),
        () => {
          // Not fetched: the page being left stays in place until the article arrives.
        },
      );
    };

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
      prepare(found.path);
      router.prefetch(found.page);
    };

    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const found = linkOf(event);
      if (!found) return;
      event.preventDefault();
      prepare(found.path);
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

  if (!destination || destination !== slowDestination || !Skeleton) return null;
  return <Skeleton scrollToTop={destination.scroll} />;
}

interface Destination {
  path: string;
  scroll: boolean;
}
