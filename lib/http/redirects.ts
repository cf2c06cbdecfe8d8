/**
 * Old and campaign paths that must keep working. Ad links point at /book-your-call?cta=...,
 * so the query (the campaign's cta) is carried over unchanged.
 */
export const PERMANENT_ALIASES: Record<string, string> = {
  '/book-your-call': '/book-your-growth-call',
};

/** The URL to redirect to permanently, or null when the path is not an alias. */
export function aliasRedirect(url: URL): URL | null {
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const target = PERMANENT_ALIASES[pathname.toLowerCase()];
  if (!target) return null;
  const next = new URL(url);
  next.pathname = target;
  return next;
}

/**
 * The request header in which the request gate (proxy.ts) passes the path asked for to the
 * pages, so that the not-found page, which answers every path no route claims, can log it.
 */
export const REQUEST_PATH_HEADER = 'x-request-path';
