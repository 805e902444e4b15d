import type { AnswerOf, RequestOf } from '@domain/api/endpoint';
import type { ApiEndpointFor } from '@domain/endpoints';
import { call } from './api';

// A passkey ceremony in the browser: options from the server, the browser's own dialog (@simplewebauthn/browser,
// loaded only when a passkey is used), the answer back to the server with the challenge's id.

/** The ceremonies that prove an existing passkey: where their options come from, and where the proof goes. */
const proofs = {
  'POST /auth/passkey/sign-in': 'POST /auth/passkey/options',
  'POST /auth/second-factor/passkey': 'POST /auth/second-factor/passkey/options',
  'POST /auth/second-factor/passkey/confirm': 'POST /auth/second-factor/passkey/confirm/options',
} as const;

type ProofKey = keyof typeof proofs;

/** The browser package's credential JSON, as the ceremonies' schema takes it (its outer shape only). */
type Credential = RequestOf<ApiEndpointFor<'POST /passkeys'>>['response'];

/** Adds a passkey to the caller's account (an admin's first one is their factor and comes with recovery codes). */
export async function createPasskey(): Promise<AnswerOf<ApiEndpointFor<'POST /passkeys'>>> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const { challengeId, options } = await call('POST /passkeys/options');
  const response = await startRegistration({ optionsJSON: options as never });
  return call('POST /passkeys', { body: { challengeId, response: response as unknown as Credential } });
}

export async function provePasskey<K extends ProofKey>(finish: K): Promise<AnswerOf<ApiEndpointFor<K>>> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  // The three ceremonies' options answer alike (PasskeyOptions).
  const { challengeId, options } = await call(proofs[finish] as 'POST /auth/passkey/options');
  const response = await startAuthentication({ optionsJSON: options as never });
  const proof = { challengeId, response: response as unknown as Credential };
  return call(finish as ProofKey, { body: proof }) as Promise<AnswerOf<ApiEndpointFor<K>>>;
}
