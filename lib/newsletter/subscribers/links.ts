import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/seo/metadata';
import { preferencesToken, unsubscribeToken } from './tokens';

/**
 * The links every mail to a subscriber carries (the mail kit puts them in its footer and its
 * one-click headers): the preferences page, the unsubscribe page, the address a mail client
 * posts to unsubscribe in one click, and the list's id.
 */
export function subscriberLinks(subscriberId: number) {
  const unsubscribe = encodeURIComponent(unsubscribeToken(subscriberId));
  return {
    preferences: absoluteUrl(
      `/newsletter/preferences?token=${encodeURIComponent(preferencesToken(subscriberId))}`,
    ),
    unsubscribe: absoluteUrl(`/unsubscribe?token=${unsubscribe}`),
    oneClick: absoluteUrl(`/api/newsletter/unsubscribe?token=${unsubscribe}`),
    listId: `${site.brandName} newsletter <newsletter.${new URL(absoluteUrl('/')).hostname.replace(/^www\./, '')}>`,
  };
}

/**
 * A mail of the list to a subscriber, as the mail kit's footer has it: why they get it, their
 * preferences and unsubscribe links, the one-click headers and the list's id.
 */
export function listSubscriber(
  subscriberId: number,
  words: { why: string; preferences: string; unsubscribe: string },
) {
  const links = subscriberLinks(subscriberId);
  return {
    why: words.why,
    preferences: { words: words.preferences, url: links.preferences },
    unsubscribe: { words: words.unsubscribe, url: links.unsubscribe },
    oneClick: links.oneClick,
    listId: links.listId,
  };
}
