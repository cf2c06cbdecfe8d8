import { AppError } from '@/lib/errors';
import { mediaType, rateLimited } from '@/lib/http/route';
import { errorFields, log } from '@/lib/log';
import { isYouTubeVideoId, youTubeThumbnailSource } from '@/lib/article/youtube';

/** YouTube's hqdefault thumbnails are ~20-40 kB; anything far larger is not one. */
const MAX_BYTES = 1024 * 1024;
const DAY = 24 * 60 * 60;

/** A transparent 480×360 image: the player's own poster (title on the brand gradient) shows. */
const POSTER_ONLY =
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"/>';

// GET /api/video-thumbnail/{id} - a YouTube thumbnail from this site; when YouTube fails, an
// uncached transparent image, so the player's poster shows and the next visit tries again.
export const GET = rateLimited(
  {
    name: 'video-thumbnail',
    limit: { points: 120, duration: 60 },
    message: 'Too many thumbnail requests. Please wait a moment.',
  },
  async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    if (!isYouTubeVideoId(id))
      throw new AppError(400, 'A YouTube video id is exactly 11 letters, digits, - or _.');

    try {
      const upstream = await fetch(youTubeThumbnailSource(id), {
        signal: AbortSignal.timeout(4_000),
        next: { revalidate: DAY },
      });
      const type = mediaType(upstream.headers);
      if (upstream.ok && type.startsWith('image/')) {
        const body = await upstream.arrayBuffer();
        if (body.byteLength <= MAX_BYTES) {
          return new Response(body, {
            headers: {
              'Content-Type': type,
              'Cache-Control': `public, max-age=${DAY}, stale-while-revalidate=${7 * DAY}`,
            },
          });
        }
      }
      log.warn('video.thumbnail_unavailable', { id, status: upstream.status, type });
    } catch (error) {
      log.warn('video.thumbnail_unavailable', { id, ...errorFields(error) });
    }
    return new Response(POSTER_ONLY, {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
    });
  },
);
