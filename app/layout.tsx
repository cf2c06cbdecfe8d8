import type { Metadata, Viewport } from 'next';
import { rootMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = rootMetadata();

export const viewport: Viewport = {
  themeColor: '#0f2a47',
  width: 'device-width',
  initialScale: 1,
};

/**
 * The document only. The site's stylesheet and chrome live in app/(site)/layout.tsx: Next
 * inlines the root layout's CSS a second time into every page's payload for global-error
 * (about 12 kB gzip more HTML per page), which renders on its own without it.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">{children}</body>
    </html>
  );
}
