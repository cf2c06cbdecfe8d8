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
import { getConfig } from '@/lib/config';
import '../globals.css';

/** Every page of the site: its stylesheet, header, newsletter section, footer and analytics. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  const gaId = getConfig().gaId;
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
      {gaId ? <GoogleAnalytics gaId={gaId} /> : null}
      {/* With GA4 the site's own store still counts the landings, for the campaign report. */}
      <Suspense fallback={null}>
        <PageViewReporter landingsOnly={Boolean(gaId)} />
      </Suspense>
      {/* Field speed goes to the site's own store, with or without GA4. */}
      <WebVitalsReporter />
      <Toaster />
    </>
  );
}
