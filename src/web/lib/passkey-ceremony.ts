import type { PasskeyOptions } from '@domain/second-factor/passkeys-api';
import { api } from './api';

// A passkey ceremony in the browser: options from the server, the browser's own dialog (@simplewebauthn/browser,
// loaded only when a passkey is used), the answer back to the server with the challenge's id.

export async function browserCanUsePasskeys(): Promise<boolean> {
  const { browserSupportsWebAuthn } = await import('@simplewebauthn/browser');
  return browserSupportsWebAuthn();
}

export async function createPasskey<T>(
  optionsPath: string,
  finishPath: string,
  extra: Record<string, unknown> = {},
): Promise<T> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const { challengeId, options } = await api.post<PasskeyOptions>(optionsPath);
  const response = await startRegistration({ optionsJSON: options as never });
  return api.post<T>(finishPath, { challengeId, response, ...extra });
}

export async function provePasskey<T>(optionsPath: string, finishPath: string): Promise<T> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const { challengeId, options } = await api.post<PasskeyOptions>(optionsPath);
  const response = await startAuthentication({ optionsJSON: options as never });
  return api.post<T>(finishPath, { challengeId, response });
}
