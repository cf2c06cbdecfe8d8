import { checkStore } from '@/lib/db';
import { getConfig } from '@/lib/config';

export const dynamic = 'force-dynamic';

// GET /api/health - liveness and dependency status
export async function GET() {
  const store = (await checkStore()) ? 'up' : 'down';
  const content = getConfig().wordpress.url ? 'wordpress' : 'snapshot';
  const status = store === 'up' ? 'ok' : 'degraded';
  return Response.json(
    { status, store, content },
    { status: store === 'up' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
