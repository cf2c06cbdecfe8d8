import { rateLimited } from '@/lib/http/route';
import { openPreview } from '@/lib/wordpress';

// GET /api/preview - the plugin's Preview link: checks its token, turns on Draft Mode and
// opens the post on the site
export const GET = rateLimited(
  { name: 'preview', limit: { points: 60, duration: 60 } },
  async (request) => openPreview(request),
);
