import type { Metadata } from 'next';
import { PersonalChrome } from '@/components/layout/site-chrome';
import { getConfig } from '@/lib/config';
import '../globals.css';

/**
 * No page here is for search engines: each answers one person's link. The pages set no robots
 * rule of their own (one would replace this whole), so this one holds for all of them.
 */
export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

/**
 * Personal pages: each is opened by a link made for one person, whose address carries that
 * person's token (the owner's one-button pages, the booking pages, newsletter preferences,
 * Send now and Skip, confirmation, unsubscribe). Whoever holds the address can act with it, so
 * no third party may be handed it: this layout loads no Google Analytics, which sends Google
 * each page's whole address. It is the quiet shell (components/layout/site-chrome.tsx): the
 * brand linking home, the legal links and the contact address, with no sign-up section or
 * call to action, since the visitor came to do one thing. A page that reads a token from its
 * address belongs here (lib/http/personal-pages.ts lists them, and a test holds the list to
 * this folder); its answer also carries Referrer-Policy: strict-origin, so that no request made
 * from it names its address, and the deploy kit's nginx logs its path without the query.
 */
export default function PersonalLayout({ children }: { children: React.ReactNode }) {
  return <PersonalChrome gaId={getConfig().gaId}>{children}</PersonalChrome>;
}
