import type { AnchorHTMLAttributes } from 'react';

/** Marks a link that {@link IntentNavigation} fetches on intent and follows in place. */
export const INTENT_LINK_ATTRIBUTE = 'data-intent-link';
/** On an intent link: replace the history entry instead of pushing one. */
export const INTENT_REPLACE_ATTRIBUTE = 'data-intent-replace';
/** On an intent link: keep the scroll position instead of going to the top. */
export const INTENT_KEEP_SCROLL_ATTRIBUTE = 'data-intent-keep-scroll';

type IntentLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** Replace the current history entry (as next/link's `replace`). */
  replace?: boolean;
  /** Scroll to the top of the new page; `false` keeps the position (as next/link's `scroll`). */
  scroll?: boolean;
};

/**
 * An internal link whose route is fetched when the visitor shows intent (pointer over it,
 * focus, touch) rather than as soon as it is on screen, and followed without a page load.
 * It is a plain anchor: one listener of {@link IntentNavigation} serves every such link on
 * the page, so a page with dozens of links hydrates none of them, and before the page's
 * code runs (or without it) the link simply loads the page.
 *
 * Calls to action sit in every hero and lead to the booking screener, the heaviest route:
 * prefetching it on sight would load its code on every page view; on intent it still arrives
 * a moment before the click.
 */
export function IntentLink({ href, replace = false, scroll = true, ...props }: IntentLinkProps) {
  const markers: Record<string, string> = { [INTENT_LINK_ATTRIBUTE]: '' };
  if (replace) markers[INTENT_REPLACE_ATTRIBUTE] = '';
  if (!scroll) markers[INTENT_KEEP_SCROLL_ATTRIBUTE] = '';
  return <a href={href} {...markers} {...props} />;
}
