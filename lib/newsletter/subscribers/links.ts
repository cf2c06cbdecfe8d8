import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/seo/metadata';
import { preferencesToken, unsubscribeToken } from './tokens';

/** The links every mail to a subscriber carries, and the headers of one-click unsubscribe. */
export function subscriberLinks(subscriberId: number) {
  const unsubscribe = encodeURIComponent(unsubscribeToken(subscriberId));
  return {
    preferences: absoluteUrl(
      `/newsletter/preferences?token=${encodeURIComponent(preferencesToken(subscriberId))}`,
    ),
    unsubscribe: absoluteUrl(`/unsubscribe?token=${unsubscribe}`),
    headers: {
      'List-Unsubscribe': `<${absoluteUrl(`/api/newsletter/unsubscribe?token=${unsubscribe}`)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': `${site.brandName} newsletter <newsletter.${new URL(absoluteUrl('/')).hostname.replace(/^www\./, '')}>`,
    },
  };
}
