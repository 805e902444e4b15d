import { Hono } from 'hono';
import { adminPushEndpoints as endpoints } from '../../domain/push/admin-push-endpoints';
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
import { serve } from '../http/endpoint-routes';
import { parseIdParam } from '../http/id-param';

// /api/admin/push: the "Push" screen (definitions: src/domain/push/admin-push-endpoints.ts).
export function adminPushRoutes(ctx: AppContext) {
  const routes = new Hono();
  serve(routes, endpoints.stats, () => adminPushStats(ctx));
  serve(routes, endpoints.send, (c, { body }) => sendAdminPush(ctx, c.get('user').id, body));
  serve(routes, endpoints.history, (_c, { query }) => adminPushHistory(ctx, query));
  serve(routes, endpoints.historyItem, async (_c, { params }) => ({
    history: await adminPushHistoryItem(ctx, parseIdParam(params.historyId)),
  }));
  serve(routes, endpoints.removeHistoryItem, async (c, { params }) => {
    await deletePushHistoryItem(ctx, c.get('user').id, parseIdParam(params.historyId));
  });
  serve(routes, endpoints.recipients, (_c, { params, query }) =>
    adminPushRecipients(ctx, parseIdParam(params.historyId), query),
  );
  serve(routes, endpoints.subscribers, (_c, { query }) => adminPushSubscribers(ctx, query));
  serve(routes, endpoints.parents, (_c, { query }) => adminPushParents(ctx, query));
  serve(routes, endpoints.parentIds, async (_c, { query }) => ({
    userIds: await adminPushParentIds(ctx, query.q),
  }));
  return routes;
}
