import type { ErrorCode } from '@domain/errors';
import { shellErrorMessages } from '@domain/messages/shell-errors';

// The texts the web shows for the server's error codes. The portal's load with the first answer that failed (a few KB
// that most first views never need: decision 028's first-view budget); the back office's when the back office is
// first loaded (admin/admin-error-texts.ts). Until then, and when the catalogue cannot load (offline), the shell's
// own two: the server out of reach, and anything unexpected.

const known: Partial<Record<ErrorCode, string>> = { ...shellErrorMessages };

export function addErrorMessages(messages: Partial<Record<ErrorCode, string>>): void {
  Object.assign(known, messages);
}

let portal: Promise<void> | null = null;

/** Loads the portal's catalogue once (again after a failed load); never rejects. */
export function loadPortalErrorMessages(): Promise<void> {
  portal ??= import('@domain/portal-error-messages').then(
    (module) => addErrorMessages(module.portalErrorMessages),
    () => {
      portal = null;
    },
  );
  return portal;
}

/** A code this page knows a text for (the portal's once loaded, and the back office's once it is loaded). */
export function isKnownErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(known, code);
}

export function errorMessage(code: ErrorCode): string {
  return known[code] ?? shellErrorMessages.INTERNAL;
}
