/**
 * Browser code's one way to call the site's API and read the answer. Failures are ApiError
 * (the server refused, with its message when it gave one) or NetworkError (no answer at all).
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly serverMessage: string | undefined,
    public readonly fields?: Record<string, string>,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The request could not reach the server', { cause });
    this.name = 'NetworkError';
  }
}

interface ErrorBody {
  error?: { message?: unknown; fields?: Record<string, string> } | string;
}

export async function postJson<T>(url: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  const data = (await response.json().catch(() => null)) as (T & ErrorBody) | null;
  if (!response.ok) {
    const error = data?.error;
    const message =
      typeof error === 'string'
        ? error
        : typeof error?.message === 'string'
          ? error.message
          : undefined;
    throw new ApiError(
      response.status,
      message,
      typeof error === 'object' ? error.fields : undefined,
    );
  }
  if (data === null) throw new Error(`Unreadable reply from ${url}`);
  return data;
}

/** A form's words for a refusal without reason, no answer at all, and anything else. */
export interface FailureCopy {
  failure: string;
  network: string;
  unexpected: string;
}

/** What to tell the visitor when a call failed: the server's own message when it gave one. */
export function messageFor(error: unknown, copy: FailureCopy): string {
  if (error instanceof ApiError) return error.serverMessage ?? copy.failure;
  if (error instanceof NetworkError) return copy.network;
  return copy.unexpected;
}
