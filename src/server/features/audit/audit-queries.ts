import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditLogQuery } from '../../../domain/audit/audit-log-api';
import type { DbOrTx } from '../../db/client';
import { auditLog, profiles } from '../../db/schema';

// The admins' read of the audit log, newest first, filtered by action or object type on their indexes.

export function selectAuditPage(db: DbOrTx, query: AuditLogQuery) {
  const conditions: (SQL | undefined)[] = [
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.subjectType ? eq(auditLog.subjectType, query.subjectType) : undefined,
  ];
  return db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      actorId: auditLog.actorId,
      actorFirstName: profiles.firstName,
      actorLastName: profiles.lastName,
      actorEmail: profiles.email,
      action: auditLog.action,
      subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.pageSize + 1)
    .offset((query.page - 1) * query.pageSize);
}
