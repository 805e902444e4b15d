import { Hono } from 'hono';
import {
  type AdminPushHistoryPage,
  type AdminPushHistoryResponse,
  type AdminPushParentIds,
  type AdminPushParentsPage,
  type AdminPushRecipientsPage,
  type AdminPushSendResponse,
  type AdminPushStats,
  type AdminPushSubscribersPage,
  pushHistoryQuerySchema,
  pushListQuerySchema,
  pushParentIdsQuerySchema,
  pushParentsQuerySchema,
} from '../../domain/push/admin-push-api';
import { pushComposeSchema } from '../../domain/push/push-compose';
import type { AppContext } from '../context';
import { deletePushHistoryItem } from '../features/push/delete-push-history';
import {
  adminPushHistory,
  adminPushHistoryItem,
  adminPushParentIds,
  adminPushParents,
  adminPushRecipients,
  adminPushStats,
  adminPushSubscribers,
} from '../features/push/list-admin-push';
import { sendAdminPush } from '../features/push/send-admin-push';
import { parseIdParam } from '../http/id-param';
import { readJsonBody } from '../http/read-json-body';

// /api/admin/push: the "Push" screen (contract: src/domain/push/admin-push-api.ts).
export function adminPushRoutes(ctx: AppContext) {
  return new Hono()
    .get('/stats', async (c) => {
      const body: AdminPushStats = await adminPushStats(ctx);
      return c.json(body);
    })
    .post('/', async (c) => {
      const values = pushComposeSchema.parse(await readJsonBody(c));
      const body: AdminPushSendResponse = await sendAdminPush(ctx, c.get('user').id, values);
      return c.json(body, 201);
    })
    .get('/history', async (c) => {
      const body: AdminPushHistoryPage = await adminPushHistory(
        ctx,
        pushHistoryQuerySchema.parse(c.req.query()),
      );
      return c.json(body);
    })
    .get('/history/:historyId', async (c) => {
      const body: AdminPushHistoryResponse = {
        history: await adminPushHistoryItem(ctx, parseIdParam(c.req.param('historyId'))),
      };
      return c.json(body);
    })
    .delete('/history/:historyId', async (c) => {
      await deletePushHistoryItem(ctx, c.get('user').id, parseIdParam(c.req.param('historyId')));
      return c.body(null, 204);
    })
    .get('/history/:historyId/recipients', async (c) => {
      const body: AdminPushRecipientsPage = await adminPushRecipients(
        ctx,
        parseIdParam(c.req.param('historyId')),
        pushListQuerySchema.parse(c.req.query()),
      );
      return c.json(body);
    })
    .get('/subscribers', async (c) => {
      const body: AdminPushSubscribersPage = await adminPushSubscribers(
        ctx,
        pushListQuerySchema.parse(c.req.query()),
      );
      return c.json(body);
    })
    .get('/parents', async (c) => {
      const body: AdminPushParentsPage = await adminPushParents(
        ctx,
        pushParentsQuerySchema.parse(c.req.query()),
      );
      return c.json(body);
    })
    .get('/parents/ids', async (c) => {
      const { q } = pushParentIdsQuerySchema.parse(c.req.query());
      const body: AdminPushParentIds = { userIds: await adminPushParentIds(ctx, q) };
      return c.json(body);
    });
}
