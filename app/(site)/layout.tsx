import { SiteChrome } from '@/components/layout/site-chrome';
import { getConfig } from '@/lib/config';
import '../globals.css';

/**
 * A page prerendered at build time is rendered again at most a day after it was last (a page
 * that asks for less, as those showing WordPress content do, keeps its own): the footer's
 * copyright year is the year of the render, and must turn with the year without a deploy.
 */
export const revalidate = 86400;

/** Every page of the site: its stylesheet, header, newsletter section, footer and analytics. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome gaId={getConfig().gaId}>{children}</SiteChrome>;
}
