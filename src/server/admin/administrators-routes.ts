import { Hono } from 'hono';
import type { AppContext } from '../context';
import { listAdministrators } from '../features/second-factor/list-administrators';
import { resetSecondFactor } from '../features/second-factor/reset-second-factor';

// The back office's administrators (decision 036):
//   GET  /api/admin/administrators                               -> AdministratorsAnswer
//   POST /api/admin/administrators/:adminId/reset-second-factor  -> {ok: true}, audited; never one's own (403)
export function adminAdministratorsRoutes(ctx: AppContext) {
  return new Hono()
    .get('/', async (c) => c.json(await listAdministrators(ctx, c.get('user').id)))
    .post('/:adminId/reset-second-factor', async (c) => {
      await resetSecondFactor(ctx, { actor: c.get('user'), adminId: c.req.param('adminId') });
      return c.json({ ok: true });
    });
}
