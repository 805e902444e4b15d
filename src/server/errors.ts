import type { ErrorCode } from '../domain/errors';

// Errors are values with a code; the client turns the code into the German catalogue text.
// Raw server text (SQL, stack traces) never reaches a user.
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 423 | 429 | 500 | 502 | 503 = 400,
    readonly details?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError('NOT_FOUND', 404);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 401);
export const forbidden = () => new AppError('FORBIDDEN', 403);
