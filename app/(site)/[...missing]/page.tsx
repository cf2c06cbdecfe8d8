import { notFound } from 'next/navigation';
import { log } from '@/lib/log';

// Every path no route claims lands here, so the attempted path can be logged before the
// not-found view answers with HTTP 404.
export const dynamic = 'force-dynamic';

// The not-found view's title: without it the page's own (the site's default title) replaced
// the 404 title in the browser once the page hydrated.
export { metadata } from '../not-found';

export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params;
  log.warn('http.not_found', { path: `/${missing.join('/')}` });
  notFound();
}
