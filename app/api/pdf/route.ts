import { AppError } from '@/lib/errors';
import { isProxyablePdfUrl, PDF_MAX_BYTES } from '@/lib/article/pdf';
import { mediaType, rateLimited } from '@/lib/http/route';

// GET /api/pdf?url= - streams a PDF from the WordPress media host (only) to the article's viewer
export const GET = rateLimited(
  {
    name: 'pdf',
    limit: { points: 60, duration: 60 },
    message: 'Too many PDF requests. Please wait a moment.',
  },
  async (request: Request) => {
    const url = isProxyablePdfUrl(new URL(request.url).searchParams.get('url'));
    if (!url) throw new AppError(400, 'Only PDFs from the content site can be shown.');

    let upstream: Response;
    try {
      // A redirect could lead off the media host, so none is followed.
      upstream = await fetch(url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
        cache: 'no-store',
      });
    } catch {
      throw new AppError(502, 'The PDF could not be fetched from the content site.');
    }
    if (upstream.status === 404) throw new AppError(404, 'The PDF was not found.');
    if (!upstream.ok || !upstream.body)
      throw new AppError(502, 'The PDF could not be fetched from the content site.');
    const type = mediaType(upstream.headers);
    if (
      type !== 'application/pdf' &&
      !(type === 'application/octet-stream' && url.pathname.toLowerCase().endsWith('.pdf'))
    ) {
      throw new AppError(415, 'The file is not a PDF.');
    }
    const length = Number(upstream.headers.get('content-length'));
    if (Number.isFinite(length) && length > PDF_MAX_BYTES)
      throw new AppError(413, 'The PDF is too large to show.');

    let seen = 0;
    const capped = upstream.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > PDF_MAX_BYTES) controller.error(new Error('PDF too large'));
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(capped, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'inline',
        'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
        ...(Number.isFinite(length) && length > 0 ? { 'Content-Length': String(length) } : {}),
      },
    });
  },
);
