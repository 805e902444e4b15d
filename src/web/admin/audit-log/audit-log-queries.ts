import { type AuditLogPage, type AuditLogQuery, auditLogPath } from '@domain/audit/audit-log-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: ['admin', 'audit-log', query],
    queryFn: ({ signal }) => api.get<AuditLogPage>(auditLogPath(query), signal),
    placeholderData: keepPreviousData,
  });
}
