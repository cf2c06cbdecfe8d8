/**
 * The one error class route handlers answer with: a status, a message safe to show a visitor
 * and, for validation, the fields at fault. Anything else becomes a generic 500.
 */
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

  toResponse(): Response {
    return Response.json(
      { error: { message: this.message, ...(this.fields ? { fields: this.fields } : {}) } },
      { status: this.status, headers: this.headers },
    );
  }
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
