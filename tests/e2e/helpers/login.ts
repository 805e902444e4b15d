import { type APIRequestContext, type Cookie, expect, type Page } from '@playwright/test';
import { ADMIN_EMAIL, SAME_ORIGIN } from './e2e-env';
import { mailsTo, waitForSignInCode } from './mailbox';
import { passSecondFactor } from './second-factor';

// Signing in for end-to-end journeys, through the real code flow (the code is read from the mail the app sent over
// SMTP), via the page's own request context so the page carries the session cookie afterwards.
//   const { email } = await login(page, 'parent');   // a new parent with a completed profile
//   await login(page, 'admin');                      // the admin of ADMIN_EMAILS (playwright.config.ts), past its
//                                                    // second factor (a TOTP app enrolled at its first sign-in)
//   await page.goto('/dashboard');

export type LoginRole = 'parent' | 'admin';

export interface LoginOptions {
  /** Default: a new, unique address (parent) or ADMIN_EMAIL (admin). */
  email?: string;
  firstName?: string;
  lastName?: string;
  mobile?: string;
}

let run = 0;
/** A fresh address for this run: every call is a new parent. */
export function uniqueEmail(prefix = 'eltern'): string {
  return `${prefix}.${Date.now()}.${++run}@e2e.anpfiff.test`;
}

function signInMailCount(email: string): number {
  return mailsTo(email).filter((m) => m.subject.startsWith('Ihr Anmeldecode')).length;
}

/** Requests a code (waiting out the 60 s resend pause if an earlier code is that fresh) and signs in with it. */
export async function signInByApi(request: APIRequestContext, email: string): Promise<void> {
  const before = signInMailCount(email);
  for (let attempt = 0; ; attempt++) {
    const res = await request.post('/api/auth/code', { data: { email }, headers: SAME_ORIGIN });
    if (res.ok()) break;
    const body = (await res.json()) as {
      error?: { code?: string; details?: { retryAfterSeconds?: number } };
    };
    const wait = body.error?.details?.retryAfterSeconds;
    if (body.error?.code !== 'RESEND_TOO_SOON' || !wait || attempt > 0) {
      throw new Error(`Code request for ${email} failed: ${res.status()} ${JSON.stringify(body)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
  const code = await waitForSignInCode(email, before + 1);
  const verified = await request.post('/api/auth/verify', { data: { email, code }, headers: SAME_ORIGIN });
  expect(verified.ok(), `verification for ${email}`).toBe(true);
}

async function completeProfile(request: APIRequestContext, options: LoginOptions): Promise<void> {
  const me = (await (await request.get('/api/me')).json()) as {
    user: { termsAcceptedAt: string | null } | null;
  };
  if (me.user?.termsAcceptedAt) return;
  const res = await request.post('/api/profile/onboarding', {
    headers: SAME_ORIGIN,
    data: {
      firstName: options.firstName ?? 'Anna',
      lastName: options.lastName ?? 'Muster',
      mobile: options.mobile ?? '079 123 45 67',
      termsAccepted: true,
    },
  });
  expect(res.ok(), 'onboarding').toBe(true);
}

// One admin address for the whole run: its session is kept and reused, so journeys do not wait out the resend pause.
let adminCookies: Cookie[] | undefined;

async function isSignedInAs(request: APIRequestContext, email: string): Promise<boolean> {
  const me = (await (await request.get('/api/me')).json()) as { user: { email: string } | null };
  return me.user?.email === email;
}

/** Signs the page in as a parent (new, profile completed) or as the admin; answers the e-mail used. */
export async function login(
  page: Page,
  role: LoginRole,
  options: LoginOptions = {},
): Promise<{ email: string }> {
  const email = options.email ?? (role === 'admin' ? ADMIN_EMAIL : uniqueEmail());
  const { request } = page;
  if (role === 'admin' && email === ADMIN_EMAIL && adminCookies) {
    await page.context().addCookies(adminCookies);
    if (await isSignedInAs(request, email)) return { email };
    await page.context().clearCookies();
  }
  await signInByApi(request, email);
  await completeProfile(
    request,
    role === 'admin' ? { firstName: 'Ada', lastName: 'Admin', ...options } : options,
  );
  await passSecondFactor(request, email);
  if (role === 'admin' && email === ADMIN_EMAIL) adminCookies = await page.context().cookies();
  return { email };
}
