export const dynamic = 'force-dynamic';

// GET /api/health/live - liveness: the process answers; nothing else is asked
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
