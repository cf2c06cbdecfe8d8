'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import {
  INTENT_KEEP_SCROLL_ATTRIBUTE,
  INTENT_LINK_ATTRIBUTE,
  INTENT_REPLACE_ATTRIBUTE,
} from './intent-link';

/**
 * The behaviour of every {@link IntentLink} on the page, from listeners on the document:
 * pointer over, focus or touch fetches the link's route; a plain click (no modifier key, no
 * other target, not cancelled by the link's own handler) navigates in place, as next/link
 * does, replacing the history entry or keeping the scroll position when the link asks. Links to another origin, downloads and jumps within the current page are left to
 * the browser.
 */
export function IntentNavigation() {
  const router = useRouter();

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
      return { link, route: url.pathname + url.search + url.hash, page: url.pathname + url.search };
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

  return null;
}
