import { Suspense } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { IntentNavigation } from '@/components/ui/intent-navigation';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { QuietHeader } from '@/components/layout/quiet-header';
import { QuietFooter } from '@/components/layout/quiet-footer';
import { NewsletterSection } from '@/components/newsletter/newsletter-section';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { PageViewReporter } from '@/components/layout/page-view-reporter';
import { GoogleAnalytics } from '@/components/layout/google-analytics';
import { WebVitalsReporter } from '@/components/layout/web-vitals-reporter';

interface ChromeProps {
  children: React.ReactNode;
  /** The site's GA4 id (NEXT_PUBLIC_GA_ID), if any. */
  gaId: string | undefined;
}

/**
 * What the site's marketing pages (app/(site)) are framed by: the header with its navigation
 * and call to action, the newsletter's sign-up section, the full footer, and GA4 when the site
 * has an id.
 */
export function SiteChrome({ children, gaId }: ChromeProps) {
  return (
    <Frame
      header={<SiteHeader />}
      beforeFooter={<NewsletterSection />}
      footer={<SiteFooter />}
      gaId={gaId}
      googleAnalytics
    >
      {children}
    </Frame>
  );
}

/**
 * What the pages opened from a mail (app/(personal)) are framed by: a quiet header (the brand,
 * linking home) and footer (the legal links, the address to write to), no sign-up section and
 * no call to action, since their visitor is acting on their own link. Never GA4: their address
 * carries that visitor's token, and GA4 sends Google the whole address.
 */
export function PersonalChrome({ children, gaId }: ChromeProps) {
  return (
    <Frame header={<QuietHeader />} footer={<QuietFooter />} gaId={gaId} googleAnalytics={false}>
      {children}
    </Frame>
  );
}

/**
 * What every page holds whichever its shell: the skip link to the one main landmark (the
 * page), the site's own reporters, the client navigation and the toasts.
 */
function Frame({
  children,
  header,
  beforeFooter = null,
  footer,
  gaId,
  googleAnalytics,
}: ChromeProps & {
  header: React.ReactNode;
  /** What stands between the page and the footer (the marketing pages' sign-up section). */
  beforeFooter?: React.ReactNode;
  footer: React.ReactNode;
  /** Whether this page may load GA4 with `gaId`. */
  googleAnalytics: boolean;
}) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {header}
      <main id="main" className="flex-1">
        {children}
      </main>
      {beforeFooter}
      {footer}
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
