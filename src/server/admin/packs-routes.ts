import { Hono } from 'hono';
import { adminPackEndpoints as endpoints } from '../../domain/payments/admin-pack-endpoints';
import type { AdminPackResponse } from '../../domain/payments/credit-packs-admin-api';
import type { AppContext } from '../context';
import { changePackStatus } from '../features/credit-packs/change-pack-status';
import { grantPackAsAdmin } from '../features/credit-packs/grant-pack-as-admin';
import {
  adminPackDetails,
  listAdminPacks,
  summarizeAdminPacks,
} from '../features/credit-packs/list-admin-packs';
import { selectOpenPackOrders } from '../features/credit-packs/pack-orders';
import { madeAnswer, serve } from '../http/endpoint-routes';
import { parseIdParam } from '../http/id-param';

// /api/admin/packs: the "Abos" screen (admin-back-office.md sections 2 and 3; definitions in
// src/domain/payments/admin-pack-endpoints.ts): the list by tab, its stats, a pack's details, expire or cancel, and
// a pack granted to a parent who paid in person.
export function adminPacksRoutes(ctx: AppContext) {
  const routes = new Hono();
  serve(routes, endpoints.list, (_c, { query }) => listAdminPacks(ctx, query));
  serve(routes, endpoints.summary, (_c, { query }) => summarizeAdminPacks(ctx, query));
  serve(routes, endpoints.orders, (_c, { query }) => selectOpenPackOrders(ctx.db, query));
  serve(routes, endpoints.grant, async (c, { body }) => {
    const { packId, created } = await grantPackAsAdmin(ctx, c.get('user').id, body);
    const answer: AdminPackResponse = { pack: (await adminPackDetails(ctx, packId)).pack };
    return madeAnswer<AdminPackResponse>(c.json(answer, created ? 201 : 200));
  });
  serve(routes, endpoints.details, (_c, { params }) => adminPackDetails(ctx, parseIdParam(params.packId)));
  serve(routes, endpoints.changeStatus, async (c, { params, body }) => {
    const packId = parseIdParam(params.packId);
    await changePackStatus(ctx, c.get('user').id, packId, body);
    return { pack: (await adminPackDetails(ctx, packId)).pack };
  });
  return routes;
}
