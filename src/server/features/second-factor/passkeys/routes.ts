import { Hono } from 'hono';
import { passkeyEndpoints } from '../../../../domain/second-factor/second-factor-endpoints';
import { requireUser } from '../../../auth/middleware';
import type { AppContext } from '../../../context';
import { serve } from '../../../http/endpoint-routes';
import { parseIdParam } from '../../../http/id-param';
import { finishPasskeyRegistration } from './finish-passkey-registration';
import { listOwnPasskeys, removeOwnPasskey } from './manage-passkeys';
import { startPasskeyRegistration } from './start-passkey-registration';

// The caller's own passkeys (src/domain/second-factor/passkeys-api.ts), for parents and admins alike.
export function passkeyRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.use('/passkeys/*', requireUser);

  serve(routes, passkeyEndpoints.list, async (c) => ({
    passkeys: await listOwnPasskeys(ctx, c.get('user').id),
  }));

  serve(routes, passkeyEndpoints.registrationOptions, async (c) => {
    c.header('Cache-Control', 'no-store');
    return startPasskeyRegistration(ctx, c.get('user'), c.get('sessionId'));
  });

  serve(routes, passkeyEndpoints.register, async (c, { body }) => {
    const answer = await finishPasskeyRegistration(ctx, {
      user: c.get('user'),
      sessionId: c.get('sessionId'),
      challengeId: body.challengeId,
      response: body.response,
      name: body.name,
    });
    c.header('Cache-Control', 'no-store');
    return answer;
  });

  serve(routes, passkeyEndpoints.remove, async (c, { params }) => {
    await removeOwnPasskey(ctx, c.get('user'), parseIdParam(params.id));
    return { ok: true } as const;
  });

  return routes;
}
