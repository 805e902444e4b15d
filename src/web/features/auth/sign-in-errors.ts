import { authMessages, MAX_CODE_ATTEMPTS } from '@domain/messages/auth';
import { ApiError } from '../../lib/api';

// Which catalogue text a failed sign-in step shows (parent-portal.md section 8). The server answers codes; these
// functions never show server text.

function attemptsOf(error: ApiError): number {
  const attempts = error.details?.attempts;
  return typeof attempts === 'number' && attempts >= 1 ? Math.min(attempts, MAX_CODE_ATTEMPTS) : 1;
}

/** The code request (`resend: false`) and the resend share most texts; a database problem reads differently. */
export function codeRequestErrorText(error: unknown, { resend }: { resend: boolean }): string {
  if (!(error instanceof ApiError)) return authMessages.unexpected;
  switch (error.code) {
    case 'INVALID_EMAIL':
    case 'VALIDATION':
      return authMessages.invalidEmail;
    case 'RATE_LIMITED':
    case 'RESEND_TOO_SOON':
      return authMessages.rateLimited;
    case 'CODE_LOCKED':
      return authMessages.tooManyFailures;
    case 'MAIL_UNAVAILABLE':
      return authMessages.mailUnavailable;
    case 'ACCOUNT_CREATION_FAILED':
    case 'UNAVAILABLE':
      return resend ? authMessages.resendFailed : authMessages.accountCreationFailed;
    default:
      return authMessages.unexpected;
  }
}

export function verifyErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return authMessages.unexpected;
  switch (error.code) {
    case 'CODE_WRONG':
      return authMessages.wrongCode(attemptsOf(error));
    case 'CODE_INVALID':
      return authMessages.invalidCode(attemptsOf(error));
    case 'CODE_EXPIRED':
      return authMessages.codeExpired;
    case 'CODE_LOCKED':
      return authMessages.tooManyFailures;
    case 'CODE_GUARDED':
      return authMessages.codeGuarded;
    case 'RATE_LIMITED':
      return authMessages.rateLimited;
    case 'INVALID_EMAIL':
      return authMessages.invalidEmail;
    default:
      return error.code === 'INTERNAL' ? authMessages.unexpected : error.message;
  }
}

/** A code request refused only because the last code went out moments ago: that code is still good. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'RESEND_TOO_SOON') return null;
  const seconds = error.details?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : null;
}
