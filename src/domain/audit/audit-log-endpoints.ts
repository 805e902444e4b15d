import { defineEndpoint, typedAnswer } from '../api/endpoint';
import { type AuditLogPage, auditLogQuerySchema } from './audit-log-api';

// The admins' "Protokoll" (audit-log-api.ts): read only, newest first, filtered by action or object type.

export const auditLogEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/audit-log',
    query: auditLogQuerySchema,
    response: typedAnswer<AuditLogPage>(),
  }),
};
