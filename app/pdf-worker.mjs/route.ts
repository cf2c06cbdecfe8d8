import fs from 'node:fs/promises';
import path from 'node:path';

// GET /pdf-worker.mjs - pdf.js's worker, served from this origin (CSP worker-src 'self') and
// written once at build time.
export const dynamic = 'force-static';

export async function GET() {
  const file = path.join(
    process.cwd(),
    'node_modules',
    'pdfjs-dist',
    'build',
    'pdf.worker.min.mjs',
  );
  return new Response(await fs.readFile(file, 'utf8'), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
