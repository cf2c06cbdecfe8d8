import { readinessResponse } from '@/lib/health';

export const dynamic = 'force-dynamic';

// GET /api/health - the readiness check under its first name (see /api/health/ready)
export const GET = readinessResponse;
