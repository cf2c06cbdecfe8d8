import type { APIRequestContext } from '@playwright/test';

/** Every page the sitemap lists, as paths (the sitemap names them on the site's own URL). */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replace(/&amp;/g, '&'));
    return `${url.pathname}${url.search}`;
  });
}

/**
 * Pages in a state the sitemap does not list: the two 404 answers, the mail-link pages with and
 * without a token (and the newsletter's preferences and issue pages with a bad one), list pages
 * with a search, a topic, a stage and a later page, the booking page as a call to action opens
 * it, and the pages of the links in a lead's mails.
 */
export const STATE_PATHS = [
  '/no-such-page',
  '/insights/no-such-post',
  '/confirm-subscription',
  '/confirm-subscription?token=not-a-token',
  '/unsubscribe',
  '/unsubscribe?token=1.00',
  '/newsletter/preferences?token=1.00',
  '/newsletter/issue?token=1.00',
  '/insights?query=interview',
  '/insights?query=nothing-matches-this',
  '/insights?tag=13',
  '/insights?page=2',
  '/case-studies?stage=interviews&page=1',
  '/case-studies?q=interview&page=1',
  '/book-your-growth-call?cta=pricing_basic',
  // The pages behind the links in a lead's mails, with a link that is not one.
  '/leads/act?t=not-a-token',
  '/booking/time?t=not-a-token',
  '/booking/booked?t=not-a-token',
  '/booking/cancel?t=not-a-token',
  '/booking/change?t=not-a-token',
];
