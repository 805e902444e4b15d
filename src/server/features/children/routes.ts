import { Hono } from 'hono';
import { makeChildFormSchema, makeChildUpdateSchema } from '../../../domain/children/child-form';
import { childrenEndpoints as endpoints } from '../../../domain/children/children-endpoints';
import { zurichToday } from '../../../domain/time';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { parseIdParam } from '../../http/id-param';
import { revealOwnChildAhv } from './reveal-own-child-ahv';
import { createChild, deleteChild, listChildren, readChildHealthInfo, updateChild } from './service';

// "Meine Kinder" for a signed-in parent (or a linked second parent), as src/domain/children/children-endpoints.ts
// defines it. Bodies are the child form's own schemas, strict, for the current year. The health information is read
// only by the edit form's own GET, never with the list; the full AHV number only by its audited reveal.

export function childrenRoutes(ctx: AppContext) {
  const currentYear = () => Number(zurichToday(ctx.clock.now()).slice(0, 4));
  const routes = new Hono();
  routes.use('/children/*', requireParent);

  serve(routes, endpoints.list, async (c) => ({ children: await listChildren(ctx, c.get('user').id) }));

  serve(
    routes,
    endpoints.create,
    async (c, { body }) => ({ child: await createChild(ctx, c.get('user').id, body) }),
    { request: () => makeChildFormSchema(currentYear()) },
  );

  serve(routes, endpoints.healthInfo, async (c, { params }) => {
    const childId = parseIdParam(params.childId);
    c.header('Cache-Control', 'private, no-store');
    return { healthInfo: await readChildHealthInfo(ctx, c.get('user').id, childId) };
  });

  serve(routes, endpoints.revealAhv, async (c, { params }) => {
    const childId = parseIdParam(params.childId);
    c.header('Cache-Control', 'private, no-store');
    return { ahv: await revealOwnChildAhv(ctx, c.get('user').id, childId) };
  });

  serve(
    routes,
    endpoints.update,
    async (c, { params, body }) => {
      const childId = parseIdParam(params.childId);
      return { child: await updateChild(ctx, c.get('user').id, childId, body) };
    },
    { request: () => makeChildUpdateSchema(currentYear()) },
  );

  serve(routes, endpoints.remove, async (c, { params }) => {
    await deleteChild(ctx, c.get('user').id, parseIdParam(params.childId));
  });

  return routes;
}
