import { Hono } from 'hono';
import { auditLogEndpoints as endpoints } from '../../domain/audit/audit-log-endpoints';
import type { AppContext } from '../context';
import { listAuditLog } from '../features/audit/list-audit-log';
import { serve } from '../http/endpoint-routes';

// /api/admin/audit-log: who did what to which object, for the admins' "Protokoll" page. Read only.
export function adminAuditLogRoutes(ctx: AppContext) {
  const routes = new Hono();
  serve(routes, endpoints.list, (_c, { query }) => listAuditLog(ctx.db, query));
  return routes;
}
