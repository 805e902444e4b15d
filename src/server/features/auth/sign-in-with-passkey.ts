import { createHmac } from 'node:crypto';
import type { PasskeyOptions } from '../../../domain/second-factor/passkeys-api';
import { roleByConfig } from '../../auth/admin-role';
import {
  authFor,
  authSecret,
  SESSION_EXPIRES_IN_SECONDS,
  sessionCookieName,
  wantsSecureCookies,
} from '../../auth/auth';
import { ipBucket } from '../../auth/client-ip';
import { hitRateLimit } from '../../auth/rate-limit';
import { type SessionUser, toSessionUser } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { isFactorAccount } from '../second-factor/factor-account';
import { startPasskeyAuthentication } from '../second-factor/passkeys/start-passkey-authentication';
import { verifyPasskeyAssertion } from '../second-factor/passkeys/verify-passkey-assertion';
import { markSessionVerified } from '../second-factor/queries';
import { codeChecksPerIp, codeRequestsPerIp } from './limits';
import { findProfileById, revokeSession } from './queries';

// "Mit Passkey anmelden" (decision 036): a sign-in beside the e-mail code, on the ceremony of
// second-factor/passkeys. A passkey with user verification (possession plus fingerprint, face or PIN) signs
// in without the e-mail code. It is two factors in one, so an admin's session has passed the second factor
// too, but only with a passkey that is the admin's factor: one added while the account was a parent (by
// whoever held that session then) does not sign an admin (or a trainer, decision 050) in at all; the admin signs in with the e-mail code
// and confirms it. Per client address it is limited like the code flow: options like code requests, answers
// like checks.

export async function startPasskeySignIn(ctx: AppContext, ip: string): Promise<PasskeyOptions> {
  const now = ctx.clock.now();
  if (
    !(await hitRateLimit(ctx.db, `passkey-options:ip:${ipBucket(ip)}`, codeRequestsPerIp(ctx.config), now))
  ) {
    throw new AppError('RATE_LIMITED', 429);
  }
  return startPasskeyAuthentication(ctx, { purpose: 'sign-in' });
}

interface PasskeySignedIn {
  user: SessionUser;
  setCookie: string;
}

export async function signInWithPasskey(
  ctx: AppContext,
  params: {
    challengeId: string;
    response: { id: string };
    ip: string;
    previousSessionId?: string | undefined;
  },
): Promise<PasskeySignedIn> {
  const now = ctx.clock.now();
  if (
    !(await hitRateLimit(
      ctx.db,
      `passkey-sign-in:ip:${ipBucket(params.ip)}`,
      codeChecksPerIp(ctx.config),
      now,
    ))
  ) {
    throw new AppError('RATE_LIMITED', 429);
  }
  const passkey = await verifyPasskeyAssertion(ctx, { ...params, purpose: 'sign-in' });
  const account = await findProfileById(ctx.db, passkey.userId);
  if (!account) throw new AppError('PASSKEY_UNKNOWN', 400);
  // The role this sign-in gives (the session hook below sets it), decided before there is a session.
  // A trainer's account has the admin's factor (decision 050) and the same rule for a passkey it had before.
  const factorAccount = await isFactorAccount(ctx, {
    role: roleByConfig(ctx.config, account),
    email: account.email,
  });
  if (factorAccount && !passkey.adminFactorAt) throw new AppError('PASSKEY_NOT_ADMIN_FACTOR', 403);
  const auth = await authFor(ctx).$context;
  // better-auth's adapter, so its session hooks run as for a code sign-in (the role follows ADMIN_EMAILS, the
  // session's start comes from our clock).
  const session = await auth.internalAdapter.createSession(passkey.userId);
  if (params.previousSessionId) await revokeSession(ctx.db, params.previousSessionId);
  const profile = await findProfileById(ctx.db, passkey.userId);
  if (!profile) throw new AppError('PASSKEY_UNKNOWN', 400);
  const verified = factorAccount && passkey.adminFactorAt !== null;
  if (verified) await markSessionVerified(ctx.db, session.id, now);
  return {
    user: toSessionUser(profile, verified ? now : null),
    setCookie: sessionCookie(ctx, session.token),
  };
}

/** The session cookie as better-auth writes it (session-cookie.ts reads it back): "<token>.<HMAC>", signed. */
function sessionCookie(ctx: AppContext, token: string): string {
  const { appUrl } = ctx.config;
  const signature = createHmac('sha256', authSecret(ctx.config)).update(token).digest('base64');
  const attributes = [
    `Max-Age=${SESSION_EXPIRES_IN_SECONDS}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(wantsSecureCookies(appUrl) ? ['Secure'] : []),
  ];
  return [`${sessionCookieName(appUrl)}=${encodeURIComponent(`${token}.${signature}`)}`, ...attributes].join(
    '; ',
  );
}
