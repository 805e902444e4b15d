import { Hono } from 'hono';
import { makeChildFormSchema, makeChildUpdateSchema } from '../../../domain/children/child-form';
import type {
  ChildHealthInfoResponse,
  ChildResponse,
  ChildrenResponse,
} from '../../../domain/children/children-api';
import { zurichToday } from '../../../domain/time';
import type { AhvRevealResponse } from '../../../domain/trainers/trainers-api';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { parseIdParam } from '../../http/id-param';
import { readJsonBody } from '../../http/read-json-body';
import { revealOwnChildAhv } from './reveal-own-child-ahv';
import { createChild, deleteChild, listChildren, readChildHealthInfo, updateChild } from './service';

// "Meine Kinder" for a signed-in parent (or a linked second parent). Bodies are the child form's own schemas,
// strict: a body naming a field the parent may not set (parentId, ahvLast4, id, ...) is refused with 400.
// The health information is read only by the edit form's own GET, never with the list; the full AHV number only by
// its audited reveal.

export function childrenRoutes(ctx: AppContext) {
  const currentYear = () => Number(zurichToday(ctx.clock.now()).slice(0, 4));
  const createSchema = () => makeChildFormSchema(currentYear());
  const updateSchema = () => makeChildUpdateSchema(currentYear());

  return new Hono()
    .use('*', requireParent)
    .get('/', async (c) => {
      const body: ChildrenResponse = { children: await listChildren(ctx, c.get('user').id) };
      return c.json(body);
    })
    .post('/', async (c) => {
      const values = createSchema().parse(await readJsonBody(c));
      const body: ChildResponse = { child: await createChild(ctx, c.get('user').id, values) };
      return c.json(body, 201);
    })
    .get('/:childId/health-info', async (c) => {
      const childId = parseIdParam(c.req.param('childId'));
      c.header('Cache-Control', 'private, no-store');
      const body: ChildHealthInfoResponse = {
        healthInfo: await readChildHealthInfo(ctx, c.get('user').id, childId),
      };
      return c.json(body);
    })
    .post('/:childId/ahv/reveal', async (c) => {
      const childId = parseIdParam(c.req.param('childId'));
      c.header('Cache-Control', 'private, no-store');
      const body: AhvRevealResponse = { ahv: await revealOwnChildAhv(ctx, c.get('user').id, childId) };
      return c.json(body);
    })
    .put('/:childId', async (c) => {
      const childId = parseIdParam(c.req.param('childId'));
      const values = updateSchema().parse(await readJsonBody(c));
      const body: ChildResponse = { child: await updateChild(ctx, c.get('user').id, childId, values) };
      return c.json(body);
    })
    .delete('/:childId', async (c) => {
      await deleteChild(ctx, c.get('user').id, parseIdParam(c.req.param('childId')));
      return c.body(null, 204);
    });
}
