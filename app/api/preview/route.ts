import { rateLimited } from '@/lib/http/route';
import { openPreview } from '@/lib/wordpress';

// GET /api/preview - the plugin's Preview link: checks its token, opens the post in Draft Mode
export const GET = rateLimited(
  { name: 'preview', limit: { points: 60, duration: 60 } },
  async (request) => openPreview(request),
);
