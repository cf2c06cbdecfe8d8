import { log } from '@/lib/log';

/** Where a server error happened, as Next's onRequestError describes it, or the site's own gates. */
export interface RequestErrorContext {
  requestId?: string;
  method?: string;
  path?: string;
  /** The route's file-system path (`/insights/[slug]`), when known. */
  route?: string;
  /** render, route, action or proxy (Next's routeType). */
  kind: string;
  /** Next's digest of a render error: the code a visitor's error page shows. */
  digest?: string;
}

/** The server's X-Request-Id (server.ts sets it on every request), from any header shape. */
export function requestIdOf(
  headers: Headers | Record<string, string | string[] | undefined> | undefined,
): string | undefined {
  if (!headers) return undefined;
  const value = headers instanceof Headers ? headers.get('x-request-id') : headers['x-request-id'];
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}

/**
 * The one log line of a server error, with the request's id (on every answer) so that a
 * visitor's report finds it; the stack stays in the log, the visitor sees the generic message.
 */
export function logRequestError(error: unknown, context: RequestErrorContext) {
  const fields: Record<string, unknown> = {
    requestId: context.requestId,
    method: context.method,
    path: context.path?.split('?')[0],
    route: context.route,
    kind: context.kind,
    digest: context.digest,
  };
  if (error instanceof Error) {
    fields.error = error.name;
    fields.message = error.message;
    fields.stack = error.stack
      ?.split('\n')
      .slice(1, 8)
      .map((line) => line.trim());
  } else fields.error = String(error);
  log.error('request.error', fields);
}
