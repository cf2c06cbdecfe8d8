import type { RemoteResponse } from './client';

/**
 * What a function's reply means: `{ message }` or `{ error }`. A 2xx is accepted (but
 * submit-lead's 2xx carrying an error); a 4xx is refused, `final` when the remote refuses the
 * request itself (not 401, 404, 408, 429). Texts are trimmed and capped at 500 characters.
 */
export type RemoteReply =
  | { kind: 'accepted'; message?: string; alreadySubscribed: boolean }
  | { kind: 'refused'; status: number; message?: string; final: boolean };

/** Statuses by which the remote backend refuses the request itself. */
const FINAL_REFUSALS = new Set([400, 409, 413, 422]);

interface ReplyBody {
  message?: unknown;
  error?: unknown;
  alreadySubscribed?: unknown;
}

export function interpretReply(
  response: RemoteResponse,
  { errorInBody = false }: { errorInBody?: boolean } = {},
): RemoteReply {
  const body: ReplyBody =
    response.data && typeof response.data === 'object' ? (response.data as ReplyBody) : {};
  if (response.ok && !(errorInBody && body.error)) {
    return {
      kind: 'accepted',
      message: text(body.message),
      alreadySubscribed: body.alreadySubscribed === true,
    };
  }
  const status = response.ok ? 422 : response.status;
  return {
    kind: 'refused',
    status,
    message: errorText(body.error),
    final: FINAL_REFUSALS.has(status),
  };
}

function errorText(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'message' in error) return text(error.message);
  return text(error);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 500) : undefined;
}
