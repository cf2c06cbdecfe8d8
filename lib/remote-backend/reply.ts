import type { RemoteResponse } from './client';

/**
 * What a function's reply means. Every function answers `{ message }` on success and
 * `{ error }` on failure, the error being a text or an object with a message. A 2xx is
 * accepted; submit-lead also reports a refusal in a 2xx body that carries an error. A 4xx is
 * refused: `final` marks the statuses by which the remote refuses the request itself (the
 * visitor can act on them), while the others (401 bad key, 404 missing function, 408, 429)
 * are about this site and may pass. A reply's texts are trimmed and capped at 500 characters,
 * so that a runaway reply stays readable.
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
