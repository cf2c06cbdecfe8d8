import type { AnchorHTMLAttributes } from 'react';

/** Marks a link that {@link IntentNavigation} fetches on intent and follows in place. */
export const INTENT_LINK_ATTRIBUTE = 'data-intent-link';

type IntentLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

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
export function IntentLink({ href, ...props }: IntentLinkProps) {
  return <a href={href} {...{ [INTENT_LINK_ATTRIBUTE]: '' }} {...props} />;
}
