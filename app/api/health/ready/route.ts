import { readinessResponse } from '@/lib/health';

export const dynamic = 'force-dynamic';

// GET /api/health/ready - readiness: 200 while this instance can serve, 503 when not
export const GET = readinessResponse;
