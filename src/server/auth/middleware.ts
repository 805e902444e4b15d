import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isProfileComplete, type Role } from '../../domain/profile-completeness';
import type { AppContext } from '../context';
import { AppError, forbidden, unauthenticated } from '../errors';
import { selectTrainerOfAccount } from '../features/trainers/account-queries';
import { isRevokedAdmin } from './admin-role';
import { authFor } from './auth';
import { clientIp, headersForAuth } from './client-ip';
import { lookUpSession } from './look-up-session';
import { judgeSession } from './session-limits';
import { demoteAdmin, endSession, recordLastSeen } from './session-queries';
import { type SessionUser, toSessionUser } from './session-user';

// Authorisation for every feature:
//   routes.use('*', requireParent);          // signed in with a complete profile, else 401 / 403 PROFILE_INCOMPLETE
//   routes.get('/', (c) => list(c.get('user').id));
// `sessionMiddleware(ctx)` is mounted once in api-routes.ts; the session is read from the database only when
// a route asks for it (a require* middleware or `currentUser(c)`), so public routes cost no query.

export type { SessionUser } from './session-user';

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in user; set by requireUser / requireParent / requireAdmin. */
    user: SessionUser;
    /** The session's id (auth_sessions.id), set together with `user`. */
    sessionId: string;
    /** Reads the session once per request; use currentUser(c). */
    resolveSession: () => Promise<ResolvedSession | null>;
  }
}

export interface ResolvedSession {
  user: SessionUser;
  sessionId: string;
}

export function sessionMiddleware(ctx: AppContext): MiddlewareHandler {
  return async (c, next) => {
    let pending: Promise<ResolvedSession | null> | undefined;
    c.set('resolveSession', () => {
      pending ??= readSession(ctx, c);
      return pending;
    });
    await next();
  };
}

async function readSession(ctx: AppContext, c: Context): Promise<ResolvedSession | null> {
  const cookies = c.req.header('cookie');
  if (!cookies) return null;
  const lookup = await lookUpSession(ctx, cookies);
  if (lookup.kind === 'none') return null;
  const stored = lookup.kind === 'found' ? lookup.stored : await sessionFromBetterAuth(ctx, c);
  if (!stored) return null;
  const { user, session } = stored;
  // Taken off ADMIN_EMAILS since: from this request on a parent, and the admin sessions end (admin-role.ts).
  if (isRevokedAdmin(ctx.config, user)) {
    await demoteAdmin(ctx.db, user.id);
    return null;
  }
  const sessionUser = toSessionUser(user, session.secondFactorAt);
  // better-auth slides the 14 days on its own clock; the caps and the admin idle limit are ours (session-limits.ts).
  const now = ctx.clock.now();
  const times = { createdAt: new Date(session.createdAt), lastSeenAt: instantOrNull(session.lastSeenAt) };
  switch (judgeSession(await sessionLimitsOf(ctx, sessionUser), times, now)) {
    case 'ended':
      await endSession(ctx.db, session.id);
      return null;
    case 'touch':
      await recordLastSeen(ctx.db, session.id, now);
      break;
    case 'valid':
      break;
  }
  return { user: sessionUser, sessionId: session.id };
}

/**
 * A trainer's account keeps the admin's session limits (decision 050). The flag comes with the session's one query;
 * only a session better-auth answered (due for its daily extension) reads it on its own.
 */
async function sessionLimitsOf(ctx: AppContext, user: SessionUser): Promise<Role> {
  if (user.role === 'admin') return 'admin';
  const trainer = user.trainer ?? (await selectTrainerOfAccount(ctx.db, user.email)) !== undefined;
  return trainer ? 'admin' : 'parent';
}

/** The session through better-auth, which extends it (a day old) or ends it and deletes its cookie (look-up-session.ts). */
async function sessionFromBetterAuth(ctx: AppContext, c: Context) {
  const { headers, response } = await authFor(ctx).api.getSession({
    headers: headersForAuth(c, clientIp(c, ctx.config)),
    returnHeaders: true,
  });
  // A session older than a day is extended in the database; its cookie gets the new expiry here.
  for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  return response;
}

function instantOrNull(value: Date | string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

/** The session of this request or null (read once per request). */
export function currentSession(c: Context): Promise<ResolvedSession | null> {
  const resolve = c.get('resolveSession');
  if (!resolve) throw new Error('sessionMiddleware is not mounted in front of this route');
  return resolve();
}

/** The signed-in user or null, for routes that are public but answer differently when signed in. */
export async function currentUser(c: Context): Promise<SessionUser | null> {
  return (await currentSession(c))?.user ?? null;
}

/** The signed-in user, set on the context for the route (401 UNAUTHENTICATED otherwise): for guards of their own. */
export async function signedIn(c: Context): Promise<SessionUser> {
  const session = await currentSession(c);
  if (!session) throw unauthenticated();
  c.set('user', session.user);
  c.set('sessionId', session.sessionId);
  return session.user;
}

/** Signed in (any profile state): 401 UNAUTHENTICATED otherwise. For onboarding, /me-like and sign-out routes. */
export const requireUser = createMiddleware(async (c, next) => {
  await signedIn(c);
  await next();
});

/** Signed in with a complete profile (parents and admins alike): 401, or 403 PROFILE_INCOMPLETE. */
export const requireParent = createMiddleware(async (c, next) => {
  const user = await signedIn(c);
  if (!isProfileComplete(user)) throw new AppError('PROFILE_INCOMPLETE', 403);
  await next();
});

/**
 * Signed in with role admin and the session past the second factor (decision 036): 401, 403 FORBIDDEN, or 403
 * SECOND_FACTOR_REQUIRED, which sends the web to the factor page.
 */
export const requireAdmin = createMiddleware(async (c, next) => {
  const user = await signedIn(c);
  if (user.role !== 'admin') throw forbidden();
  if (!user.secondFactorVerified) throw new AppError('SECOND_FACTOR_REQUIRED', 403);
  await next();
});
