import { notFound } from 'next/navigation';
import { log } from '@/lib/log';

// Every path no route claims lands here, so the attempted path can be logged before the
// not-found view answers with HTTP 404.
export const dynamic = 'force-dynamic';

export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params;
  log.warn('http.not_found', { path: `/${missing.join('/')}` });
  notFound();
}
