import { type Context, Hono } from 'hono';
import { emailSchema } from '../../../domain/profile';
import { authFor } from '../../auth/auth';
import { clientIp, headersForAuth } from '../../auth/client-ip';
import { currentSession } from '../../auth/middleware';
import { toMe } from '../../auth/session-user';
import { isSameSitePath } from '../../auth/sign-in-mail';
import type { AppContext } from '../../context';
import { isDatabaseError } from '../../db/pg-error';
import { AppError } from '../../errors';
import { logFor } from '../../observability/log';
import { pendingSecondFactor } from '../second-factor/second-factor-status';
import { requestSignInCode } from './request-code';
import { markSignInRequest, requestedHere } from './sign-in-request-marker';
import { verifySignInCode } from './verify-code';

const log = logFor('auth');

// Sign-in with an e-mail code, wrapping better-auth (docs/decisions/005-sign-in-with-wrapped-better-auth.md):
//   POST /api/auth/code      {email, redirectTo?}  -> 200 {resendAfterSeconds}     (first request and resend)
//   POST /api/auth/verify    {email, code, link?, confirmed?} -> 200 {user: Me} + session cookie; an admin's Me
//                                                     says whether the second factor must be enrolled or verified;
//                                                     409 SIGN_IN_CONFIRM for the mail's link in a browser that did
//                                                     not request the code, until the page's question is answered
//   POST /api/auth/sign-out                        -> 200 {ok: true}, session revoked, cookie cleared

/**
 * JSON only: an HTML form on another site can post text/plain or form data without a preflight, which would let it
 * sign a visitor's browser into the attacker's account (login CSRF).
 */
async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  if (!c.req.header('content-type')?.toLowerCase().startsWith('application/json')) return {};
  const body: unknown = await c.req.json().catch(() => null);
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

function parseEmail(value: unknown): string {
  const parsed = emailSchema.safeParse(value);
  if (!parsed.success) throw new AppError('INVALID_EMAIL', 400);
  return parsed.data;
}

function optionalRedirect(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= 2000 && isSameSitePath(value) ? value : undefined;
}

export function authRoutes(ctx: AppContext) {
  const routes = new Hono();

  routes.post('/code', async (c) => {
    const body = await jsonBody(c);
    const email = parseEmail(body.email);
    try {
      const answer = await requestSignInCode(ctx, {
        email,
        ip: clientIp(c, ctx.config),
        redirectTo: optionalRedirect(body.redirectTo),
      });
      markSignInRequest(c, ctx.config, email);
      return c.json(answer);
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

  routes.post('/verify', async (c) => {
    const body = await jsonBody(c);
    const email = parseEmail(body.email);
    // The mail's link (`link: true`) in a browser that did not ask for this code: the page asks first (013).
    if (body.link === true && body.confirmed !== true && !requestedHere(c, ctx.config, email)) {
      throw new AppError('SIGN_IN_CONFIRM', 409);
    }
    const ip = clientIp(c, ctx.config);
    const previous = await currentSession(c);
    const signedIn = await verifySignInCode(ctx, {
      email,
      code: typeof body.code === 'string' ? body.code : '',
      ip,
      headers: headersForAuth(c, ip),
      previousSessionId: previous?.sessionId,
    });
    for (const cookie of signedIn.setCookies) c.header('Set-Cookie', cookie, { append: true });
    c.header('Cache-Control', 'no-store');
    return c.json({ user: toMe(signedIn.user, await pendingSecondFactor(ctx, signedIn.user)) });
  });

  routes.post('/sign-out', async (c) => {
    const { headers } = await authFor(ctx).api.signOut({
      headers: headersForAuth(c, clientIp(c, ctx.config)),
      returnHeaders: true,
    });
    for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ ok: true });
  });

  return routes;
}
