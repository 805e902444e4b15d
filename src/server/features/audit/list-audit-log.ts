import type { AUDIT_ACTIONS, AuditLogPage, AuditLogQuery } from '../../../domain/audit/audit-log-api';
import { personName } from '../../../domain/people/person-name';
import type { DbOrTx } from '../../db/client';
import { maskAhvNumbers } from '../../integrations/mail';
import { selectAuditPage } from './audit-queries';
import { currentSubjectLabels, recordedSubjectLabel } from './audit-subjects';
import type { AuditAction } from './record-audit';

// Every action the server records is one the log page can filter by: adding an action to AuditAction without its
// entry in AUDIT_ACTIONS (and the other way round) fails to compile here.
type Listed = (typeof AUDIT_ACTIONS)[number];
const everyActionListed: [Exclude<AuditAction, Listed>, Exclude<Listed, AuditAction>] extends [never, never]
  ? true
  : false = true;
void everyActionListed;

/** Details never hold an AHV number (recordAudit refuses one); masked again on the way out all the same. */
function masked(value: unknown): unknown {
  if (typeof value === 'string') return maskAhvNumbers(value);
  if (Array.isArray(value)) return value.map(masked);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, masked(v)]));
  }
  return value;
}

/** One page of the audit log for the admins' page, newest first. */
export async function listAuditLog(db: DbOrTx, query: AuditLogQuery): Promise<AuditLogPage> {
  const rows = await selectAuditPage(db, query);
  const page = rows.slice(0, query.pageSize);
  const labels = await currentSubjectLabels(
    db,
    page.map((r) => ({ type: r.subjectType, id: r.subjectId })),
  );
  return {
    items: page.map((row) => {
      const actorName =
        row.actorEmail === null
          ? null
          : personName({ firstName: row.actorFirstName, lastName: row.actorLastName }) || row.actorEmail;
      const label =
        labels.get(`${row.subjectType}:${row.subjectId}`) ?? recordedSubjectLabel(row.details ?? null);
      return {
        id: row.id,
        at: row.at.toISOString(),
        actor: { id: row.actorId, name: actorName },
        action: row.action,
        subject: {
          type: row.subjectType,
          id: row.subjectId,
          label: label === null ? null : maskAhvNumbers(label),
        },
        details: row.details ? (masked(row.details) as Record<string, unknown>) : null,
      };
    }),
    page: query.page,
    pageSize: query.pageSize,
    hasMore: rows.length > query.pageSize,
  };
}
