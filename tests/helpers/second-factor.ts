import { Secret, TOTP } from 'otpauth';
import type { TestApp } from './test-app';

// The admin's TOTP factor from a test's point of view: an authenticator app is the secret and a clock.
//   const { secret } = await startTotp(t, cookie);
//   await t.request('/api/auth/second-factor/totp/confirm', { method: 'POST', headers: { cookie },
//     json: { code: totpCode(secret, t.clock.now()) } });

export function totpCode(secretBase32: string, at: Date): string {
  return new TOTP({
    secret: Secret.fromBase32(secretBase32),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({
    timestamp: at.getTime(),
  });
}

export async function postJson(t: TestApp, path: string, cookie: string, json: unknown = {}) {
  const res = await t.request(path, { method: 'POST', headers: { cookie }, json });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export async function startTotp(
  t: TestApp,
  cookie: string,
): Promise<{ secret: string; uri: string; qrSvg: string }> {
  const res = await postJson(t, '/api/auth/second-factor/totp', cookie);
  if (res.status !== 200) throw new Error(`TOTP enrolment start: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { secret: string; uri: string; qrSvg: string };
}

/** Enrols a TOTP app for the session's admin; answers its secret and the recovery codes. */
export async function enrolTotp(
  t: TestApp,
  cookie: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = await startTotp(t, cookie);
  const res = await postJson(t, '/api/auth/second-factor/totp/confirm', cookie, {
    code: totpCode(secret, t.clock.now()),
  });
  if (res.status !== 200) throw new Error(`TOTP enrolment: ${res.status} ${JSON.stringify(res.body)}`);
  return { secret, recoveryCodes: res.body.recoveryCodes as string[] };
}
