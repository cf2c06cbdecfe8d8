import { SiteChrome } from '@/components/layout/site-chrome';
import { getConfig } from '@/lib/config';
import '../globals.css';

// Prerendered pages are rendered again at least daily, so the footer's year turns by itself.
export const revalidate = 86400;

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome gaId={getConfig().gaId}>{children}</SiteChrome>;
}
