/**
 * The one way browser code calls the site's own API and reads its answer (reports that need no
 * answer go through ./report.ts, apart so that every page's shared script does not carry this
 * one). Failures are thrown as classes that the forms tell apart: ApiError (the server answered
 * with an error, its message when it gave one) and NetworkError (no answer at all); messageFor
 * words them for the visitor.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    /** The server's own message, when its reply carried one. */
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

/** The words a form shows for each way a call can fail. */
export interface FailureCopy {
  /** The server refused without saying why. */
  failure: string;
  /** No answer at all. */
  network: string;
  /** Anything else (an unreadable reply, a fault in the page's script). */
  unexpected: string;
}

/** What to tell the visitor when a call failed: the server's own message when it gave one. */
export function messageFor(error: unknown, copy: FailureCopy): string {
  if (error instanceof ApiError) return error.serverMessage ?? copy.failure;
  if (error instanceof NetworkError) return copy.network;
  return copy.unexpected;
}
