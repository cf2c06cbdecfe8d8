import { SiteChrome } from '@/components/layout/site-chrome';
import { getConfig } from '@/lib/config';
import '../globals.css';

/** Every page of the site: its stylesheet, header, newsletter section, footer and analytics. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteChrome gaId={getConfig().gaId} googleAnalytics>
      {children}
    </SiteChrome>
  );
}
