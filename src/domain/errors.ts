import { adminErrorMessages } from './admin-error-messages';
import { portalErrorMessages } from './portal-error-messages';

// Every error the API can answer, by code, with its German text. The server sends the code (and the text, for
// logs and API users); the web shows the text from here, never raw server text. The texts live in two halves, the
// portal's and the back office's, so the web can load each with its area (decision 028).
export const errorMessages = { ...portalErrorMessages, ...adminErrorMessages } as const;

export type ErrorCode = keyof typeof errorMessages;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(errorMessages, code);
}

/** The shape of every error body the API answers. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: Record<string, unknown> };
  /** The request's id (its X-Request-Id), which finds its lines in the server's log. */
  requestId?: string;
}
