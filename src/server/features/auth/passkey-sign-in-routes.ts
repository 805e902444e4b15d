import { Hono } from 'hono';
import { passkeyCeremonySchema } from '../../../domain/second-factor/passkey-schemas';
import { clientIp } from '../../auth/client-ip';
import { currentSession } from '../../auth/middleware';
import { toMe } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { pendingSecondFactor } from '../second-factor/second-factor-status';
import { signInWithPasskey, startPasskeySignIn } from './sign-in-with-passkey';

// "Mit Passkey anmelden": signed out, no e-mail needed (the passkey names the account).
//   POST /api/auth/passkey/options  -> PasskeyOptions
//   POST /api/auth/passkey/sign-in {challengeId, response} -> {user: Me} + session cookie
export function passkeySignInRoutes(ctx: AppContext) {
  const routes = new Hono();

  routes.post('/options', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await startPasskeySignIn(ctx, clientIp(c, ctx.config)));
  });

  routes.post('/sign-in', async (c) => {
    const body = passkeyCeremonySchema.parse(await c.req.json().catch(() => null));
    const previous = await currentSession(c);
    const signedIn = await signInWithPasskey(ctx, {
      challengeId: body.challengeId,
      response: body.response,
      ip: clientIp(c, ctx.config),
      previousSessionId: previous?.sessionId,
    });
    c.header('Set-Cookie', signedIn.setCookie, { append: true });
    c.header('Cache-Control', 'no-store');
    return c.json({ user: toMe(signedIn.user, await pendingSecondFactor(ctx, signedIn.user)) });
  });

  return routes;
}
