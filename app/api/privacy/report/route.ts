import { buildReport } from '@/lib/privacy';
import { currentAddress } from '@/lib/privacy/client';

// GET /api/privacy/report - the report of the privacy desk's session, as a JSON download
export async function GET() {
  const email = await currentAddress();
  if (!email)
    return Response.json({ error: { message: 'This link has expired.' } }, { status: 401 });
  return new Response(JSON.stringify(await buildReport(email), null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="my-data.json"',
      'Cache-Control': 'no-store',
    },
  });
}
