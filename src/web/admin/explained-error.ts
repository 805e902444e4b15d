import { ApiError, errorText } from '../lib/api';

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

/**
 * Runs a confirmed action; a refusal is rethrown as "<what failed>: <why>" (the spec's failure texts, e.g. "Fehler beim
 * Stornieren des Abos: ..."), which the confirm dialog shows and stays open on.
 */
export async function withFailureText<T>(failure: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw explainedError(error, `${failure}: ${errorText(error)}`);
  }
}
