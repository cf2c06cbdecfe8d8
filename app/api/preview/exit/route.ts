import { z } from 'zod';
import { validated } from '@/lib/http/route';
import { closePreview, EXIT_PATH } from '@/lib/wordpress';

// POST /api/preview/exit - 'Exit preview': ends Draft Mode and returns to the published page
export const POST = validated(
  {
    schema: z.strictObject({ to: z.string().regex(EXIT_PATH).default('/insights') }),
    accept: ['form', 'json'],
    maxBytes: 2048,
    rateLimit: { name: 'preview-exit', limit: { points: 60, duration: 60 } },
  },
  async ({ to }) => closePreview(to),
);
