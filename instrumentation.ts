import type { Instrumentation } from 'next';

// Runs once when the server starts (Next's instrumentation hook). The work needs Node.js, so it
// lives in instrumentation-node.ts, imported only in that runtime: the bundle built for the
// Edge runtime leaves it out.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startSite } = await import('./instrumentation-node');
    await startSite();
  }
}

/**
 * Next's hook for every server error it catches (a render, a route handler, a Server Action, the
 * proxy): one JSON log line with the request's X-Request-Id (lib/http/request-error.ts).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestError, requestIdOf } = await import('./lib/http/request-error');
  logRequestError(error, {
    requestId: requestIdOf(request.headers),
    method: request.method,
    path: request.path,
    route: context.routePath,
    kind: context.routeType,
    digest: (error as { digest?: unknown }).digest as string | undefined,
  });
};
