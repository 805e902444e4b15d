import { Hono } from 'hono';
import { administratorsEndpoints as endpoints } from '../../domain/second-factor/second-factor-endpoints';
import type { AppContext } from '../context';
import { listAdministrators } from '../features/second-factor/list-administrators';
import { resetSecondFactor } from '../features/second-factor/reset-second-factor';
import { serve } from '../http/endpoint-routes';

// The back office's administrators (decision 036; definitions in second-factor-endpoints.ts): the list, and the
// reset of another admin's second factor, audited; never one's own (403).
export function adminAdministratorsRoutes(ctx: AppContext) {
  const routes = new Hono();
  serve(routes, endpoints.list, (c) => listAdministrators(ctx, c.get('user').id));
  serve(routes, endpoints.resetSecondFactor, async (c, { params }) => {
    await resetSecondFactor(ctx, { actor: c.get('user'), adminId: params.adminId });
    return { ok: true as const };
  });
  return routes;
}
