import { SiteChrome } from '@/components/layout/site-chrome';
import { getConfig } from '@/lib/config';
import '../globals.css';

/**
 * Personal pages: each is opened by a link made for one person, whose address carries that
 * person's token (the owner's one-button pages, the booking pages, newsletter preferences,
 * Send now and Skip, confirmation, unsubscribe). Whoever holds the address can act with it, so
 * no third party may be handed it: this layout is the site's own chrome without Google
 * Analytics, which sends Google each page's whole address. A page that reads a token from its
 * address belongs here (lib/http/personal-pages.ts lists them, and a test holds the list to
 * this folder); its answer also carries Referrer-Policy: strict-origin, so that no request made
 * from it names its address, and the deploy kit's nginx logs its path without the query.
 */
export default function PersonalLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteChrome gaId={getConfig().gaId} googleAnalytics={false}>
      {children}
    </SiteChrome>
  );
}
