import { Hono } from 'hono';
import {
  type AdminPackDetails,
  type AdminPackOrdersPage,
  type AdminPackResponse,
  type AdminPacksPage,
  type AdminPacksSummary,
  adminPacksFilterSchema,
  adminPacksQuerySchema,
  packGrantSchema,
  packOrdersQuerySchema,
  packStatusChangeSchema,
} from '../../domain/payments/credit-packs-admin-api';
import type { AppContext } from '../context';
import { changePackStatus } from '../features/credit-packs/change-pack-status';
import { grantPackAsAdmin } from '../features/credit-packs/grant-pack-as-admin';
import {
  adminPackDetails,
  listAdminPacks,
  summarizeAdminPacks,
} from '../features/credit-packs/list-admin-packs';
import { selectOpenPackOrders } from '../features/credit-packs/pack-orders';
import { parseIdParam } from '../http/id-param';
import { readJsonBody } from '../http/read-json-body';

// /api/admin/packs: the "Abos" screen (admin-back-office.md sections 2 and 3): the list by tab, its stats, a pack's
// details, expire or cancel, and a pack granted to a parent who paid in person.
export function adminPacksRoutes(ctx: AppContext) {
  return new Hono()
    .get('/', async (c) => {
      const body: AdminPacksPage = await listAdminPacks(ctx, adminPacksQuerySchema.parse(c.req.query()));
      return c.json(body);
    })
    .get('/summary', async (c) => {
      const body: AdminPacksSummary = await summarizeAdminPacks(
        ctx,
        adminPacksFilterSchema.parse(c.req.query()),
      );
      return c.json(body);
    })
    .get('/orders', async (c) => {
      const body: AdminPackOrdersPage = await selectOpenPackOrders(
        ctx.db,
        packOrdersQuerySchema.parse(c.req.query()),
      );
      return c.json(body);
    })
    .post('/', async (c) => {
      const grant = packGrantSchema.parse(await readJsonBody(c));
      const { packId, created } = await grantPackAsAdmin(ctx, c.get('user').id, grant);
      const body: AdminPackResponse = { pack: (await adminPackDetails(ctx, packId)).pack };
      return c.json(body, created ? 201 : 200);
    })
    .get('/:packId', async (c) => {
      const body: AdminPackDetails = await adminPackDetails(ctx, parseIdParam(c.req.param('packId')));
      return c.json(body);
    })
    .post('/:packId/status', async (c) => {
      const packId = parseIdParam(c.req.param('packId'));
      await changePackStatus(
        ctx,
        c.get('user').id,
        packId,
        packStatusChangeSchema.parse(await readJsonBody(c)),
      );
      const body: AdminPackResponse = { pack: (await adminPackDetails(ctx, packId)).pack };
      return c.json(body);
    });
}
