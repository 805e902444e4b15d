import { Hono } from 'hono';
import {
  passkeyCeremonySchema,
  passkeyRegistrationSchema,
} from '../../../domain/second-factor/passkey-schemas';
import { clientIp } from '../../auth/client-ip';
import { currentSession, requireUser } from '../../auth/middleware';
import { toMe } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { parseIdParam } from '../../http/id-param';
import { pendingSecondFactor } from '../second-factor/second-factor-status';
import { finishPasskeyRegistration } from './finish-passkey-registration';
import { listOwnPasskeys, removeOwnPasskey } from './manage-passkeys';
import { signInWithPasskey, startPasskeySignIn } from './sign-in-with-passkey';
import { startPasskeyRegistration } from './start-passkey-registration';

// The caller's own passkeys (src/domain/second-factor/passkeys-api.ts), for parents and admins alike.
export function passkeyRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.use('*', requireUser);

  routes.get('/', async (c) => c.json({ passkeys: await listOwnPasskeys(ctx, c.get('user').id) }));

  routes.post('/options', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await startPasskeyRegistration(ctx, c.get('user'), c.get('sessionId')));
  });

  routes.post('/', async (c) => {
    const body = passkeyRegistrationSchema.parse(await c.req.json().catch(() => null));
    const answer = await finishPasskeyRegistration(ctx, {
      user: c.get('user'),
      sessionId: c.get('sessionId'),
      challengeId: body.challengeId,
      response: body.response,
      name: body.name,
    });
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  });

  routes.delete('/:id', async (c) => {
    await removeOwnPasskey(ctx, c.get('user'), parseIdParam(c.req.param('id')));
    return c.json({ ok: true });
  });

  return routes;
}

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
