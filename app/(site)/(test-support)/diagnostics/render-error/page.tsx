import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { getConfig } from '@/lib/config';
import { RenderErrorProbe } from './render-error-probe';

// Exists only when ENABLE_DIAGNOSTICS=1 (the browser tests set it): proves that a render error
// shows the error boundary and that 'Try Again' recovers. Everywhere else it is a 404.
export default async function RenderErrorDiagnostics() {
  await connection();
  if (!getConfig().diagnostics) notFound();
  return <RenderErrorProbe />;
}
