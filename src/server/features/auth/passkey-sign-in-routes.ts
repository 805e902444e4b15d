import { Hono } from 'hono';
import { signInEndpoints } from '../../../domain/auth/sign-in-endpoints';
import { clientIp } from '../../auth/client-ip';
import { currentSession } from '../../auth/middleware';
import { toMe } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { pendingSecondFactor } from '../second-factor/second-factor-status';
import { signInWithPasskey, startPasskeySignIn } from './sign-in-with-passkey';

// "Mit Passkey anmelden": signed out, no e-mail needed (the passkey names the account). The sign-in answers {user}
// and sets the session cookie, as the code's verification does.
export function passkeySignInRoutes(ctx: AppContext) {
  const routes = new Hono();

  serve(routes, signInEndpoints.passkeyOptions, async (c) => {
    c.header('Cache-Control', 'no-store');
    return startPasskeySignIn(ctx, clientIp(c, ctx.config));
  });

  serve(routes, signInEndpoints.passkeySignIn, async (c, { body }) => {
    const previous = await currentSession(c);
    const signedIn = await signInWithPasskey(ctx, {
      challengeId: body.challengeId,
      response: body.response,
      ip: clientIp(c, ctx.config),
      previousSessionId: previous?.sessionId,
    });
    c.header('Set-Cookie', signedIn.setCookie, { append: true });
    c.header('Cache-Control', 'no-store');
    return { user: toMe(signedIn.user, await pendingSecondFactor(ctx, signedIn.user)) };
  });

  return routes;
}
