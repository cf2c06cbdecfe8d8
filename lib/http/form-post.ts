import 'server-only';
import { headers } from 'next/headers';
import type { z } from 'zod';
import { validated, type RouteContext, type ValidatedOptions } from './route';

export type GateOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; message: string | null; fields: Record<string, string> };

/**
 * Puts what a form posted to a Server Action through the same gate as the JSON route that the
 * page's script calls (validated(): the same-origin rule, the per-client limit, the size cap,
 * the schema and the error shape), then runs the route's work. The request is the one that
 * route would receive: this request's headers (origin, fetch metadata, client address,
 * referrer), the page's address and `body` as JSON. Refusals come back as the route's status,
 * message and field messages, for the page to show.
 */
export async function throughRouteGate<S extends z.ZodType, T>(
  options: ValidatedOptions<S>,
  body: unknown,
  work: (input: z.infer<S>, context: RouteContext) => Promise<T>,
): Promise<GateOutcome<T>> {
  let value: T | undefined;
  const handler = validated(options, async (input, context) => {
    value = await work(input, context);
    return new Response(null, { status: 204 });
  });
  const response = await handler(await routeRequest(body));
  if (response.ok) return { ok: true, value: value as T };
  const reply = (await response.json().catch(() => null)) as {
    error?: { message?: string; fields?: Record<string, string> };
  } | null;
  return {
    ok: false,
    status: response.status,
    message: reply?.error?.message ?? null,
    fields: reply?.error?.fields ?? {},
  };
}

async function routeRequest(body: unknown): Promise<Request> {
  const incoming = await headers();
  const forwarded = new Headers(incoming);
  forwarded.delete('content-length');
  forwarded.set('content-type', 'application/json');
  const host = incoming.get('x-forwarded-host') ?? incoming.get('host') ?? 'localhost';
  const protocol = incoming.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'http';
  return new Request(`${protocol}://${host}${pagePath(incoming.get('referer'), host)}`, {
    method: 'POST',
    headers: forwarded,
    body: JSON.stringify(body),
  });
}

/** The path of the page the form was on, when the referrer is this site; else the root. */
function pagePath(referer: string | null, host: string): string {
  try {
    const url = new URL(referer ?? '');
    return url.host === host ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}
