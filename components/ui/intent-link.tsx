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
 * An internal link whose route is fetched on intent (pointer over, focus, touch), not on
 * sight: calls to action in every hero lead to the screener, the heaviest route. A plain
 * anchor, which one listener of {@link IntentNavigation} serves, so it hydrates nothing.
 */
export function IntentLink({ href, replace = false, scroll = true, ...props }: IntentLinkProps) {
  const markers: Record<string, string> = { [INTENT_LINK_ATTRIBUTE]: '' };
  if (replace) markers[INTENT_REPLACE_ATTRIBUTE] = '';
  if (!scroll) markers[INTENT_KEEP_SCROLL_ATTRIBUTE] = '';
  return <a href={href} {...markers} {...props} />;
}
