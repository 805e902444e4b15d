import { authMessages, MAX_CODE_ATTEMPTS } from '@domain/messages/auth';
import { ApiError, errorText } from '../../lib/api';

/** A refused confirmation in words: the sign-in texts for codes ("Falscher Code. Versuche: 2/5"), else the catalogue. */
export function deletionErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return errorText(error);
  const attempts = Math.min(Math.max(Number(error.details?.attempts) || 1, 1), MAX_CODE_ATTEMPTS);
  if (error.code === 'CODE_WRONG') return authMessages.wrongCode(attempts);
  if (error.code === 'CODE_INVALID') return authMessages.invalidCode(attempts);
  return errorText(error);
}
