import { reply, toResponse, type Reply } from '@/lib/http/reply';

/** The one error class route handlers answer with: status, safe message, fields at fault. */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly fields?: FieldErrors,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toReply(): Reply {
    return reply(
      this.status,
      { error: { message: this.message, ...(this.fields ? { fields: this.fields } : {}) } },
      this.headers,
    );
  }

  toResponse(): Response {
    return toResponse(this.toReply());
  }
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
