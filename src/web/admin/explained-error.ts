import { ApiError } from '../lib/api';

/**
 * The same API error with a text that says more than the code's catalogue text (e.g. which records keep a child),
 * for screens that show `errorText(error)`, such as the confirm dialog.
 */
export function explainedError(error: unknown, text: string): ApiError {
  const explained =
    error instanceof ApiError
      ? new ApiError(error.code, error.status, error.details)
      : new ApiError('INTERNAL', 0);
  explained.message = text;
  return explained;
}
