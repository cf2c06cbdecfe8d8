import type { Metadata } from 'next';
import { PersonalChrome } from '@/components/layout/site-chrome';
import { getConfig } from '@/lib/config';
import '../globals.css';

/** No page here is for search engines; the pages set no robots rule (one would replace this). */
export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

/**
 * Pages opened by a link made for one person, whose address carries that person's token:
 * whoever holds it can act with it, so no third party may be handed it. This layout loads no
 * Google Analytics (it sends Google each page's whole address), and its answers carry
 * Referrer-Policy: strict-origin. A page that reads a token from its address belongs here
 * (lib/http/personal-pages.ts lists them, and a test holds the list to this folder). The quiet
 * shell: no sign-up section or call to action.
 */
export default function PersonalLayout({ children }: { children: React.ReactNode }) {
  return <PersonalChrome gaId={getConfig().gaId}>{children}</PersonalChrome>;
}
