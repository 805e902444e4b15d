import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { APP_PORT, SAME_ORIGIN } from './e2e-env';

// The admin's second factor in end-to-end journeys (decision 036): an admin signed in by the helpers enrols a TOTP
// app at its first sign-in of the run and answers its code at every later one, computed here from the secret. The
// secrets (and the last step used, as a code is accepted once) live in a file, as test files may run in other
// workers; global-setup.ts removes it, as every run starts on an empty database.

const TOTP_STORE = path.join(os.tmpdir(), `anpfiff-e2e-totp-${APP_PORT}.json`);
const STEP_MS = 30_000;

type Store = Record<string, { secret: string; lastStep: number }>;

function readStore(): Store {
  try {
    return JSON.parse(readFileSync(TOTP_STORE, 'utf8')) as Store;
  } catch {
    return {};
  }
}

function remember(email: string, secret: string, lastStep: number): void {
  writeFileSync(TOTP_STORE, JSON.stringify({ ...readStore(), [email]: { secret, lastStep } }));
}

export function forgetTotpSecrets(): void {
  rmSync(TOTP_STORE, { force: true });
}

export function totpCodeAt(secret: string, step: number): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), digits: 6, period: 30 });
  return totp.generate({ timestamp: step * STEP_MS });
}

/** A step whose code has not been used yet: now, or the next one (accepted too); waits when both are spent. */
export async function freshStep(lastStep: number): Promise<number> {
  const now = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(now, lastStep + 1);
  if (step > now + 1)
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 50));
  return step;
}

/** Remembers an admin's secret entered through the screens (the Playwright journey of enrolment). */
export function rememberTotp(email: string, secret: string, lastStep: number): void {
  remember(email, secret.replace(/\s/g, ''), lastStep);
}

function knownTotp(email: string): { secret: string; lastStep: number } | undefined {
  return readStore()[email];
}

/**
 * Completes the second factor of the request context's session if the account is an admin that needs it: enrols
 * a TOTP app the first time, answers its code afterwards.
 */
export async function passSecondFactor(request: APIRequestContext, email: string): Promise<void> {
  const me = (await (await request.get('/api/me')).json()) as {
    user: { secondFactor?: string | null } | null;
  };
  const state = me.user?.secondFactor;
  if (!state) return;
  if (state === 'enrol') {
    const started = await request.post('/api/auth/second-factor/totp', { headers: SAME_ORIGIN });
    expect(started.ok(), 'TOTP enrolment start').toBe(true);
    const { secret } = (await started.json()) as { secret: string };
    const step = await freshStep(-1);
    const confirmed = await request.post('/api/auth/second-factor/totp/confirm', {
      headers: SAME_ORIGIN,
      data: { code: totpCodeAt(secret, step) },
    });
    expect(confirmed.ok(), 'TOTP enrolment').toBe(true);
    remember(email, secret, step);
    return;
  }
  const known = knownTotp(email);
  if (!known) throw new Error(`No TOTP secret known for ${email} in this run`);
  const step = await freshStep(known.lastStep);
  const verified = await request.post('/api/auth/second-factor/verify', {
    headers: SAME_ORIGIN,
    data: { code: totpCodeAt(known.secret, step) },
  });
  expect(verified.ok(), `second factor of ${email}`).toBe(true);
  remember(email, known.secret, step);
}
