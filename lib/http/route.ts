import type { z } from 'zod';
import { getConfig } from '@/lib/config';
import { AppError, GENERIC_ERROR_MESSAGE, type FieldErrors } from '@/lib/errors';
import { logRequestError, requestIdOf } from './request-error';
import { clientIp } from './client-ip';
import { toResponse, type Reply } from './reply';
import { consume, type Limit } from './rate-limit';

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

export interface RouteContext {
  request: Request;
  ip: string;
}

export interface RouteRateLimit {
  name: string;
  limit: Limit;
  /** The 429 message, or a function of the seconds left before the next try. */
  message?: string | ((retryAfterSeconds: number) => string);
}

/** Spends one point of `key` (an IP or an address) in the named bucket; over the limit, a 429. */
export async function enforceRateLimit(rateLimit: RouteRateLimit, key: string): Promise<void> {
  const result = await consume(rateLimit.name, rateLimit.limit, key);
  if (result.allowed) return;
  const { message } = rateLimit;
  throw new AppError(
    429,
    typeof message === 'function'
      ? message(result.retryAfterSeconds)
      : (message ??
          `Too many requests. Please wait ${result.retryAfterSeconds} seconds and try again.`),
    undefined,
    { 'Retry-After': String(result.retryAfterSeconds) },
  );
}

/** Wraps a GET handler (no body or origin checks) in a per-client rate limit and error shape. */
export function rateLimited<Rest extends unknown[]>(
  rateLimit: RouteRateLimit,
  handler: (request: Request, ...rest: Rest) => Promise<Response>,
): (request: Request, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => {
    try {
      await enforceRateLimit(rateLimit, clientIp(request));
      return await handler(request, ...rest);
    } catch (error) {
      return errorResponse(error, request);
    }
  };
}

export function mediaType(headers: Pick<Headers, 'get'>): string {
  return (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

export interface ValidatedOptions<S extends z.ZodType> {
  /** Use z.strictObject so that unknown fields are refused. */
  schema: S;
  maxBytes?: number;
  /** Per-client limit; named so that routes do not share points. */
  rateLimit?: RouteRateLimit;
  /** Body encodings (default JSON); 'form' is urlencoded and multipart; 'none' takes no body. */
  accept?: ReadonlyArray<'json' | 'form'> | readonly ['none'];
  /** Skip the same-origin check (one-click unsubscribe from a mail client, signed webhooks). */
  allowCrossSite?: boolean;
  /** Checks the raw body before parsing (a webhook's signature); throw an AppError to refuse. */
  authenticate?: (request: Request, rawBody: string) => void | Promise<void>;
}

/**
 * Wraps a state-changing route handler in the site's rules: same-origin (403), a rate limit
 * (429), the body type (415) and size (413) checked before parsing, the schema (400), and
 * errors in one generic shape that never carries a stack, SQL, path or key.
 */
export function validated<S extends z.ZodType>(
  options: ValidatedOptions<S>,
  handler: (input: z.infer<S>, context: RouteContext) => Promise<Response | Reply>,
): (request: Request) => Promise<Response> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BODY_BYTES;
  const accept = options.accept ?? ['json'];

  return async (request: Request) => {
    try {
      if (!options.allowCrossSite) assertSameOrigin(request);
      const ip = clientIp(request);
      if (options.rateLimit) await enforceRateLimit(options.rateLimit, ip);
      const kind = takesNoBody(accept) ? 'none' : bodyKind(request.headers, accept);
      const text = await readBodyCapped(request, maxBytes);
      if (options.authenticate) await options.authenticate(request, text);
      const raw = await PARSERS[kind](text, request.headers.get('content-type') ?? '');
      const parsed = options.schema.safeParse(raw);
      if (!parsed.success) {
        throw new AppError(
          400,
          'Please check the highlighted fields and try again.',
          fieldErrors(parsed.error),
        );
      }
      return toResponse(await handler(parsed.data, { ip, request }));
    } catch (error) {
      return errorResponse(error, request);
    }
  };
}

export function errorResponse(error: unknown, request?: Request): Response {
  if (error instanceof AppError) return toResponse(error.toReply());
  // Answered here, so Next's onRequestError never sees it: logged the same way.
  logRequestError(error, {
    requestId: requestIdOf(request?.headers),
    method: request?.method,
    path: request ? new URL(request.url).pathname : undefined,
    kind: 'route',
  });
  return toResponse(new AppError(500, GENERIC_ERROR_MESSAGE).toReply());
}

/**
 * Refuses a cross-site request by Fetch Metadata or Origin; X-Forwarded-Host names the site
 * only from a trusted proxy, so a client cannot name the origin it is checked against.
 */
function assertSameOrigin(
  request: Pick<Request, 'url' | 'headers'>,
  trustProxy = getConfig().trustProxy,
) {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) {
    if (fetchSite === 'same-origin' || fetchSite === 'none') return;
    throw new AppError(403, 'Cross-site requests are not allowed.');
  }
  // Browsers without Fetch Metadata still send Origin on a cross-origin POST.
  const origin = request.headers.get('origin');
  if (!origin) return;
  const forwardedHost = trustProxy ? request.headers.get('x-forwarded-host') : null;
  const host = forwardedHost ?? request.headers.get('host');
  const own = new Set([new URL(request.url).origin]);
  if (host) {
    own.add(`http://${host}`);
    own.add(`https://${host}`);
  }
  if (!own.has(origin)) throw new AppError(403, 'Cross-site requests are not allowed.');
}

function bodyKind(
  headers: Pick<Headers, 'get'>,
  accept: ReadonlyArray<'json' | 'form'>,
): 'json' | 'form' | 'multipart' {
  const type = mediaType(headers);
  if (accept.includes('json') && (type === 'application/json' || type.endsWith('+json')))
    return 'json';
  if (accept.includes('form') && type === 'application/x-www-form-urlencoded') return 'form';
  // RFC 8058 one-click unsubscribe posts multipart/form-data (urlencoded is also allowed).
  if (accept.includes('form') && type === 'multipart/form-data') return 'multipart';
  throw new AppError(
    415,
    accept.includes('form')
      ? 'Send the request as JSON or as a form.'
      : 'Send the request as JSON (Content-Type: application/json).',
  );
}

function bodyTooLarge(maxBytes: number) {
  return new AppError(413, `The request body is too large (limit ${maxBytes} bytes).`);
}

function assertDeclaredLength(headers: Pick<Headers, 'get'>, maxBytes: number) {
  const declared = Number(headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw bodyTooLarge(maxBytes);
}

async function readBodyCapped(request: Request, maxBytes: number): Promise<string> {
  assertDeclaredLength(request.headers, maxBytes);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw bodyTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function parseMultipart(text: string, contentType: string): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await new Response(text, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new AppError(400, 'The request body is not valid form data.');
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value !== 'string') throw new AppError(400, 'Files are not accepted here.');
    fields[key] = value;
  }
  return fields;
}

function takesNoBody(accept: ValidatedOptions<z.ZodType>['accept']): accept is readonly ['none'] {
  return accept?.[0] === 'none';
}

function parseNone(text: string): undefined {
  if (text.trim()) throw new AppError(400, 'This request takes no body.');
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, 'The request body is not valid JSON.');
  }
}

const PARSERS: Record<
  'none' | ReturnType<typeof bodyKind>,
  (text: string, contentType: string) => unknown
> = {
  none: parseNone,
  json: parseJson,
  multipart: parseMultipart,
  form: (text) => Object.fromEntries(new URLSearchParams(text)),
};

export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= 'Unknown field.';
      continue;
    }
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
