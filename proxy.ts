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

/**
 * Pages only. Next clones and buffers the body of every request the proxy sees (up to 10 MB)
 * before the route reads it, so /api is left out: each route reads its own body and stops at
 * its cap. The server entry (server/http.mjs) gives API answers their request id.
 */
export const config = {
  matcher: [
    '/((?!api(?:/|$)|_next/static|_next/image|favicon.ico|icon|apple-icon|opengraph-image|robots.txt|sitemap.xml).*)',
  ],
};
