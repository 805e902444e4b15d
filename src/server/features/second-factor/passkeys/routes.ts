import { Hono } from 'hono';
import { passkeyRegistrationSchema } from '../../../../domain/second-factor/passkey-schemas';
import { requireUser } from '../../../auth/middleware';
import type { AppContext } from '../../../context';
import { parseIdParam } from '../../../http/id-param';
import { finishPasskeyRegistration } from './finish-passkey-registration';
import { listOwnPasskeys, removeOwnPasskey } from './manage-passkeys';
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
