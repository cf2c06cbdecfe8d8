import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/seo/metadata';
import { preferencesToken, unsubscribeToken } from './tokens';

/** The links every mail to a subscriber carries: preferences, unsubscribe, one-click, list id. */
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

/** A list mail's footer: why they get it, their links, the one-click headers and the list id. */
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
