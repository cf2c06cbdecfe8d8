import { Suspense } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { IntentNavigation } from '@/components/ui/intent-navigation';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { NewsletterSection } from '@/components/newsletter/newsletter-section';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { PageViewReporter } from '@/components/layout/page-view-reporter';
import { GoogleAnalytics } from '@/components/layout/google-analytics';
import { WebVitalsReporter } from '@/components/layout/web-vitals-reporter';

/**
 * What every page of the site is framed by: the header, the newsletter section, the footer,
 * and the site's own reporters. `gaId` is the site's GA4 id (NEXT_PUBLIC_GA_ID), if any;
 * `googleAnalytics` says whether this page may load GA4 with it: never on a page whose address
 * carries a personal link's token (app/(personal)), since GA4 sends Google the whole address.
 */
export function SiteChrome({
  children,
  gaId,
  googleAnalytics,
}: {
  children: React.ReactNode;
  gaId: string | undefined;
  googleAnalytics: boolean;
}) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <NewsletterSection />
      <SiteFooter />
      <ScrollToTop />
      <IntentNavigation />
      {gaId && googleAnalytics ? <GoogleAnalytics gaId={gaId} /> : null}
      {/* With GA4 the site's own store still counts the landings, for the campaign report; it
          is sent the page's path, never its query. */}
      <Suspense fallback={null}>
        <PageViewReporter landingsOnly={Boolean(gaId)} />
      </Suspense>
      {/* Field speed goes to the site's own store, with or without GA4. */}
      <WebVitalsReporter />
      <Toaster />
    </>
  );
}
