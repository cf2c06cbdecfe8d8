import { NextResponse, type NextRequest } from 'next/server';
import { aliasRedirect, REQUEST_PATH_HEADER } from '@/lib/http/redirects';
import { cachedListPath, LIST_QUERY_KEYS } from '@/lib/post-list/params';

export function proxy(request: NextRequest) {
  const redirect = aliasRedirect(request.nextUrl);
  if (redirect) return NextResponse.redirect(redirect, 308);

  // The path asked for, which the not-found page logs.
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);

  const internal = internalUrl(request);
  return internal
    ? NextResponse.rewrite(internal, { request: { headers } })
    : NextResponse.next({ request: { headers } });
}

/**
 * Where the request is answered when that is not its own path: a list without a search is
 * read from Next's cache at its internal path (lib/post-list/params.ts). The rewritten request
 * passes through here once more, with that path, and goes on unchanged. (An internal path
 * asked for directly shows the same list, its canonical link naming the public URL.)
 */
function internalUrl(request: NextRequest): URL | null {
  const { pathname } = request.nextUrl;
  // Only reads: a form posted to a list (a Server Action) is answered by the list's own route.
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const cached = cachedListPath(pathname, request.nextUrl.searchParams);
  if (!cached) return null;
  const url = request.nextUrl.clone();
  url.pathname = cached;
  for (const key of LIST_QUERY_KEYS) url.searchParams.delete(key);
  return url;
}

/**
 * Pages only. Next clones and buffers the body of every request the proxy sees (up to
 * next.config.ts's proxyClientMaxBodySize) before the route reads it, so /api is left out: each
 * route reads its own body and stops at its cap. A form post to a page over the forms' 64 KB is
 * refused by the site's server before it gets here (lib/http/form-post-cap.ts).
 */
export const config = {
  matcher: [
    '/((?!api(?:/|$)|_next/static|_next/image|favicon.ico|icon|apple-icon|opengraph-image|robots.txt|sitemap.xml).*)',
  ],
};
