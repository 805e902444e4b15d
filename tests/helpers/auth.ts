import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { authFor, authSecret } from '../../src/server/auth/auth';
import {
  SIGN_IN_MAIL_QUEUE,
  type SignInMailJob,
  signInMailOfJob,
} from '../../src/server/auth/sign-in-mail-job';
import { authSessions } from '../../src/server/db/schema';
import type { MailMessage } from '../../src/server/integrations/mail';
import type { TestApp } from './test-app';

// Signing in from integration tests:
//   const cookie = await signIn(t, 'anna@example.ch');          // the real code flow, through the API
//   const cookie = await sessionCookieFor(t, parent.id);         // fast: a real session, no code (authz matrices);
//                                                                // an admin's has passed the second factor
//   await markSecondFactorPassed(t, cookie);                     // after signIn: past the admin's factor
//   await t.request('/api/me', { headers: { cookie } });

type Extra = { headers?: Record<string, string>; body?: Record<string, unknown> };

/** POST /api/auth/code; `extra.body` adds fields (escalation tests), `extra.headers` e.g. a cookie. */
export function requestCode(t: TestApp, email: unknown, extra: Extra = {}): Promise<Response> {
  return t.request('/api/auth/code', {
    method: 'POST',
    json: { email, ...extra.body },
    ...(extra.headers ? { headers: extra.headers } : {}),
  });
}

/** POST /api/auth/verify. */
export function verifyCode(t: TestApp, email: unknown, code: unknown, extra: Extra = {}): Promise<Response> {
  return t.request('/api/auth/verify', {
    method: 'POST',
    json: { email, code, ...extra.body },
    ...(extra.headers ? { headers: extra.headers } : {}),
  });
}

/** "name=value; name2=value2" from a response's Set-Cookie headers (attributes dropped, deletions skipped). */
export function cookieHeaderFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/**
 * The newest sign-in mail queued for `email`, as the worker renders it (the test app runs no mail worker: the job
 * stays in the queue, its code sealed; this opens it with the app's secret).
 */
export async function latestSignInMail(
  t: TestApp,
  email: string,
): Promise<(MailMessage & { to: string[] }) | undefined> {
  const result = await t.ctx.db.execute<{ data: SignInMailJob }>(sql`
    select data from pgboss.job
    where name = ${SIGN_IN_MAIL_QUEUE} and data->>'email' = ${email}
    order by created_on desc limit 1`);
  const job = result.rows[0]?.data;
  if (!job) return undefined;
  const mail = signInMailOfJob(t.ctx.config, job);
  return { ...mail, to: [job.email] };
}

/** The 6-digit code of the newest sign-in mail to `email`. */
export async function latestSignInCode(t: TestApp, email: string): Promise<string> {
  const mail = await latestSignInMail(t, email);
  const code = mail && /^(\d{6})$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`No sign-in code queued for ${email}`);
  return code;
}

/**
 * Signs in through the real flow (code request, code from the queued mail, verification) and answers the Cookie
 * header. Each call is one code request from the test client's IP (SIGN_IN_IP_LIMIT per 15 minutes of ctx.clock).
 */
export async function signIn(t: TestApp, email: string): Promise<string> {
  const requested = await requestCode(t, email);
  if (requested.status !== 200)
    throw new Error(`Code request failed: ${requested.status} ${await requested.text()}`);
  const code = await latestSignInCode(t, email.trim().toLowerCase());
  const verified = await verifyCode(t, email, code);
  if (verified.status !== 200)
    throw new Error(`Verification failed: ${verified.status} ${await verified.text()}`);
  return cookieHeaderFrom(verified);
}

function tokenOfCookie(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1).split(';')[0]!);
  return value.slice(0, value.lastIndexOf('.'));
}

/** Marks the session of this Cookie header as past the admin's second factor (auth_sessions.second_factor_at). */
export async function markSecondFactorPassed(t: TestApp, cookie: string): Promise<void> {
  await t.ctx.db
    .update(authSessions)
    .set({ secondFactorAt: t.ctx.clock.now() })
    .where(eq(authSessions.token, tokenOfCookie(cookie)));
}

/**
 * A real database session for the user, created through better-auth's own adapter, as a Cookie header. It has passed
 * the admin's second factor (so an admin's reaches the back office) unless `secondFactor: false`. Only `t.ctx` is
 * read (the benchmarks pass an object with just that).
 */
export async function sessionCookieFor(
  t: TestApp,
  userId: string,
  options: { secondFactor?: boolean } = {},
): Promise<string> {
  const context = await authFor(t.ctx).$context;
  const session = await context.internalAdapter.createSession(userId);
  if (options.secondFactor !== false) {
    await t.ctx.db
      .update(authSessions)
      .set({ secondFactorAt: t.ctx.clock.now() })
      .where(eq(authSessions.id, session.id));
  }
  // better-auth signs its cookie value as "<token>.<base64 HMAC-SHA256>" (better-call's signCookieValue).
  const signature = createHmac('sha256', authSecret(t.ctx.config)).update(session.token).digest('base64');
  return `${context.authCookies.sessionToken.name}=${encodeURIComponent(`${session.token}.${signature}`)}`;
}
