import { NextResponse, type NextRequest } from 'next/server';
import { aliasRedirect, REQUEST_PATH_HEADER } from '@/lib/http/redirects';

export function proxy(request: NextRequest) {
  const redirect = aliasRedirect(request.nextUrl);
  if (redirect) return NextResponse.redirect(redirect, 308);

  // A request id ties a visitor's report to the server's log lines.
  const requestId = request.headers.get('x-request-id') ?? crypto.randomUUID();
  const headers = new Headers(request.headers);
  headers.set('x-request-id', requestId);
  headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('x-request-id', requestId);
  return response;
}

export const config = {
  matcher: [
    '/((?!_next/static|_next/image|favicon.ico|icon|apple-icon|opengraph-image|robots.txt|sitemap.xml).*)',
  ],
};
