import type { AuditLogQuery } from '@domain/audit/audit-log-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { filledQuery } from '../list-query';

export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: ['admin', 'audit-log', query],
    queryFn: ({ signal }) => call('GET /admin/audit-log', { query: filledQuery(query), signal }),
    placeholderData: keepPreviousData,
  });
}
