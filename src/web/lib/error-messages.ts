import type { ErrorCode } from '@domain/errors';
import { portalErrorMessages } from '@domain/portal-error-messages';

// The texts the web shows for the server's error codes. The portal's travel with the shell; the back office's are
// added when the back office is first loaded (app/routes.tsx), so a parent's first view does not carry the admin
// catalogues (decision 028). Only back office endpoints answer those codes, and only back office pages call them.

const known: Partial<Record<ErrorCode, string>> = { ...portalErrorMessages };

export function addErrorMessages(messages: Partial<Record<ErrorCode, string>>): void {
  Object.assign(known, messages);
}

/** A code this page knows a text for (the portal's, and the back office's once it is loaded). */
export function isKnownErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(known, code);
}

export function errorMessage(code: ErrorCode): string {
  return known[code] ?? portalErrorMessages.INTERNAL;
}
