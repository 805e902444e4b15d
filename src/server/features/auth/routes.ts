import { Hono } from 'hono';
import { signInEndpoints } from '../../../domain/auth/sign-in-endpoints';
import { authFor } from '../../auth/auth';
import { clientIp, headersForAuth } from '../../auth/client-ip';
import { currentSession } from '../../auth/middleware';
import { toMe } from '../../auth/session-user';
import { isSameSitePath } from '../../auth/sign-in-mail';
import type { AppContext } from '../../context';
import { isDatabaseError } from '../../db/pg-error';
import { AppError } from '../../errors';
import { serve } from '../../http/endpoint-routes';
import { logFor } from '../../observability/log';
import { pendingSecondFactor } from '../second-factor/second-factor-status';
import { requestSignInCode } from './request-code';
import { markSignInRequest, requestedHere } from './sign-in-request-marker';
import { verifySignInCode } from './verify-code';

const log = logFor('auth');

// Sign-in with an e-mail code, wrapping better-auth (docs/decisions/005-sign-in-with-wrapped-better-auth.md), as
// src/domain/auth/sign-in-endpoints.ts defines it: a code (200 {resendAfterSeconds}), its verification (200 {user}
// and the session cookie; 409 SIGN_IN_CONFIRM for the mail's link in a browser that did not request the code,
// until the page's question is answered) and the sign-out (session revoked, cookie cleared). A body failing its
// schema is 400 INVALID_EMAIL. Only JSON is read (the edge refuses other bodies, http/same-origin-writes.ts): an
// HTML form on another site could otherwise sign a visitor's browser into the attacker's account (login CSRF).

export function authRoutes(ctx: AppContext) {
  const routes = new Hono();

  serve(routes, signInEndpoints.requestCode, async (c, { body }) => {
    const { email } = body;
    try {
      const answer = await requestSignInCode(ctx, {
        email,
        ip: clientIp(c, ctx.config),
        redirectTo: body.redirectTo && isSameSitePath(body.redirectTo) ? body.redirectTo : undefined,
      });
      markSignInRequest(c, ctx.config, email);
      return answer;
    } catch (error) {
      if (error instanceof AppError) throw error;
      // The catalogue's "problem creating your account" for anything the database refused.
      if (isDatabaseError(error)) {
        log.warn({ err: error }, 'code request failed in the database');
        throw new AppError('ACCOUNT_CREATION_FAILED', 503);
      }
      throw error;
    }
  });

  serve(routes, signInEndpoints.verifyCode, async (c, { body }) => {
    const { email } = body;
    // The mail's link (`link: true`) in a browser that did not ask for this code: the page asks first (013).
    if (body.link === true && body.confirmed !== true && !requestedHere(c, ctx.config, email)) {
      throw new AppError('SIGN_IN_CONFIRM', 409);
    }
    const ip = clientIp(c, ctx.config);
    const previous = await currentSession(c);
    const signedIn = await verifySignInCode(ctx, {
      email,
      code: body.code,
      ip,
      headers: headersForAuth(c, ip),
      previousSessionId: previous?.sessionId,
    });
    for (const cookie of signedIn.setCookies) c.header('Set-Cookie', cookie, { append: true });
    c.header('Cache-Control', 'no-store');
    return { user: toMe(signedIn.user, await pendingSecondFactor(ctx, signedIn.user)) };
  });

  serve(routes, signInEndpoints.signOut, async (c) => {
    const { headers } = await authFor(ctx).api.signOut({
      headers: headersForAuth(c, clientIp(c, ctx.config)),
      returnHeaders: true,
    });
    for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    return { ok: true } as const;
  });

  return routes;
}
