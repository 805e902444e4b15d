import { Hono } from 'hono';
import { type AuditLogPage, auditLogQuerySchema } from '../../domain/audit/audit-log-api';
import type { AppContext } from '../context';
import { listAuditLog } from '../features/audit/list-audit-log';

// /api/admin/audit-log: who did what to which object, for the admins' "Protokoll" page. Read only.
export function adminAuditLogRoutes(ctx: AppContext) {
  return new Hono().get('/', async (c) => {
    const query = auditLogQuerySchema.parse(c.req.query());
    const body: AuditLogPage = await listAuditLog(ctx.db, query);
    return c.json(body);
  });
}
